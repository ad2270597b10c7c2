import type { ReactElement } from 'react';
import styled from 'styled-components';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import type { FriendItem } from '@momentum/api-client/friends';
import type { Notice } from '../../../components/notice-dialog';
import { useDecisiveAnswer } from '@momentum/app-kit/decisive-answer';
import { SectionError } from '../../../components/section-error';
import { useKnockFriend } from '../hooks/use-knock-friend';
import { useCheerMoment } from '../hooks/use-cheer-moment';
import { useFriendFeed } from '../hooks/use-friend-feed';
import { EmptyFeed } from './empty-feed';
import { FeedCard } from './feed-card';
import { CardSkeleton } from './feed-card.styles';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export interface FriendFeedProps {
  friend: FriendItem;
  onNotice: (notice: Notice) => void;
}

/** The selected friend's cards, or the knock prompt when they posted nothing in the last 7 days. */
export function FriendFeed({ friend, onNotice }: FriendFeedProps): ReactElement {
  const feed = useFriendFeed(friend.userID);
  // Online, cheer and knock wait for a feed fetched in this page's life: a kept copy may say "not yet"
  // for a cheer or knock already spent (docs/adr/0015). Offline they are refused anyway.
  const deciding = useDecisiveAnswer(feed).data === undefined;
  const cheer = useCheerMoment();
  const knock = useKnockFriend();

  if (feed.isPending && feed.isPaused) return <OfflineUnloaded />;
  if (feed.isPending) {
    return (
      <List aria-busy="true" aria-label="피드 불러오는 중">
        <CardSkeleton />
      </List>
    );
  }
  if (feed.isError) return <SectionError error={feed.error} onRetry={() => void feed.refetch()} />;

  const { nickname, moments } = feed.data;
  if (moments.length === 0) {
    return (
      <EmptyFeed
        isKnock={feed.data.isKnock || friend.isKnock}
        deciding={deciding}
        knocking={knock.isPending}
        onKnock={() =>
          knock.mutate(friend.userID, {
            onSuccess: () =>
              onNotice({ kind: 'message', title: `${nickname}님께 노크하였습니다!`, description: '곧 피드를 올릴 거예요!' }),
            onError: (error) => onNotice({ kind: 'error', title: '에러 발생', error }),
          })
        }
      />
    );
  }

  return (
    <List aria-label={`${nickname}님의 피드`}>
      {moments.map((moment) => (
        <FeedCard
          key={moment.momentId}
          nickname={nickname}
          moment={moment}
          cheering={cheer.isPending && cheer.variables?.momentId === moment.momentId}
          deciding={deciding}
          onCheer={() =>
            cheer.mutate(
              { friendId: friend.userID, momentId: moment.momentId },
              {
                onSuccess: (data) => onNotice({ kind: 'message', title: data.message }),
                onError: (error) => onNotice({ kind: 'error', error }),
              },
            )
          }
        />
      ))}
    </List>
  );
}
