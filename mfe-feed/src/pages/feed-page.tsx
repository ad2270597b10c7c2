import { useReducer, useState, type ReactElement } from 'react';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { IconButton } from '@momentum/ui/button';
import { SettingsIcon } from '@momentum/ui/icons/settings';
import { Page, PageTitle } from '@momentum/ui/page';
import { NoticeDialog, type Notice } from '../components/notice-dialog';
import { SectionError } from '../components/section-error';
import { FreezeGiftButton } from '../features/feed/components/freeze-gift-button';
import { FriendFeed } from '../features/feed/components/friend-feed';
import { EmptyFriends } from '../features/friends/components/empty-friends';
import { FriendCarousel, FriendCarouselSkeleton } from '../features/friends/components/friend-carousel';
import { FriendManageDialog } from '../features/friends/components/friend-manage-dialog';
import { useDeleteFriend } from '../features/friends/hooks/use-delete-friend';
import { useFriends } from '../features/friends/hooks/use-friends';
import { useTogglePin } from '../features/friends/hooks/use-toggle-pin';
import { initialManageDialogState, manageDialogReducer } from '../features/friends/lib/manage-dialog-state';
import { Header } from './feed-page.styles';

/** /feed: the friends carousel, the selected friend's feed, and friend management. */
export function FeedPage(): ReactElement {
  const friends = useFriends();
  // null → the first friend (the default, and where a deletion sends the selection back).
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, dispatch] = useReducer(manageDialogReducer, initialManageDialogState);
  const [notice, setNotice] = useState<Notice | null>(null);
  const togglePin = useTogglePin();
  const deleteFriend = useDeleteFriend();

  const list = friends.data ?? [];
  const selected = list.find((friend) => friend.userID === selectedId) ?? list[0];

  return (
    <Page>
      <Header>
        <PageTitle>친구들의 모멘트</PageTitle>
        {selected && (
          <IconButton
            aria-label="친구 관리"
            aria-haspopup="dialog"
            onClick={() =>
              dispatch({
                type: 'open',
                friend: { userID: selected.userID, nickname: selected.nickname, isFixed: selected.isFixed },
              })
            }
          >
            <SettingsIcon />
          </IconButton>
        )}
      </Header>

      {friends.isPending && friends.isPaused ? (
        <OfflineUnloaded />
      ) : friends.isPending ? (
        <FriendCarouselSkeleton />
      ) : friends.isError ? (
        <SectionError error={friends.error} onRetry={() => void friends.refetch()} />
      ) : selected ? (
        <>
          <FriendCarousel friends={list} selectedId={selected.userID} onSelect={setSelectedId} />
          <FreezeGiftButton key={`gift-${selected.userID}`} friend={selected} onNotice={setNotice} />
          <FriendFeed key={selected.userID} friend={selected} onNotice={setNotice} />
        </>
      ) : (
        <EmptyFriends />
      )}

      <FriendManageDialog
        state={dialog}
        dispatch={dispatch}
        pinning={togglePin.isPending}
        deleting={deleteFriend.isPending}
        onTogglePin={(friendUserID) =>
          togglePin.mutate(friendUserID, {
            onSuccess: ({ isFixed }) => dispatch({ type: 'pinned', isFixed }),
            onError: (error) => setNotice({ kind: 'error', error }),
          })
        }
        onConfirmDelete={(friendUserID) =>
          deleteFriend.mutate(friendUserID, {
            onSuccess: () => {
              setSelectedId(null);
              dispatch({ type: 'deleted' });
            },
            onError: (error) => {
              dispatch({ type: 'close' });
              setNotice({ kind: 'error', error });
            },
          })
        }
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Page>
  );
}
