import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import type { FriendItem } from '@momentum/api-client/friends';
import { useDragScroll } from '../hooks/use-drag-scroll';
import { nextSelectedIndex } from '../lib/carousel-keys';
import { Avatar, FriendButton, Nickname, Row, SkeletonAvatar } from './friend-carousel.styles';

export interface FriendCarouselProps {
  friends: readonly FriendItem[];
  selectedId: string | undefined;
  onSelect: (friendId: string) => void;
}

/**
 * The friends row, a toolbar: each friend a toggle button (aria-pressed), one tab stop (the selected one),
 * arrows/Home/End move the selection and the focus.
 */
export function FriendCarousel({ friends, selectedId, onSelect }: FriendCarouselProps): ReactElement {
  const { ref, handlers } = useDragScroll<HTMLDivElement>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    friends.findIndex((friend) => friend.userID === selectedId),
    0,
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextSelectedIndex(event.key, selectedIndex, friends.length);
    const friend = next === null ? undefined : friends[next];
    if (!friend) return;
    event.preventDefault();
    onSelect(friend.userID);
    const button = buttons.current.get(friend.userID);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <Row ref={ref} role="toolbar" aria-label="친구 목록" onKeyDown={onKeyDown} {...handlers}>
      {friends.map((friend, index) => {
        const selected = index === selectedIndex;
        return (
          <FriendButton
            key={friend.userID}
            ref={(element) => {
              if (element) buttons.current.set(friend.userID, element);
              else buttons.current.delete(friend.userID);
            }}
            type="button"
            aria-pressed={selected}
            tabIndex={selected ? 0 : -1}
            data-pinned={friend.isFixed || undefined}
            onClick={() => onSelect(friend.userID)}
          >
            <Avatar
              src={friend.profileImageUrl}
              alt={`${friend.nickname}님의 프로필`}
              width={56}
              height={56}
              decoding="async"
              draggable={false}
              $selected={selected}
              $pinned={friend.isFixed}
            />
            <Nickname>{friend.nickname}</Nickname>
          </FriendButton>
        );
      })}
    </Row>
  );
}

/** Same height as the loaded row, so nothing jumps when the friends arrive. */
export function FriendCarouselSkeleton(): ReactElement {
  return (
    <Row as="div" role="status" aria-label="친구 목록을 불러오는 중" data-testid="feed-loading">
      {[0, 1, 2, 3].map((key) => (
        <SkeletonAvatar key={key} aria-hidden="true" />
      ))}
    </Row>
  );
}
