import { queryOptions } from '@tanstack/react-query';
import { getFriendFeed } from './feed-api';

/** `feedQueries.all()` invalidates every friend's feed; `.friend(id)` is one friend's. */
export const feedQueries = {
  all: () => ['feed'] as const,
  friend: (friendId: string) =>
    queryOptions({ queryKey: [...feedQueries.all(), friendId] as const, queryFn: () => getFriendFeed(friendId) }),
};
