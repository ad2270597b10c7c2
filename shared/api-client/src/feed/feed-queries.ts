import { queryOptions } from '@tanstack/react-query';
import { getFriendFeed } from './feed-api';

export const feedQueries = {
  all: () => ['feed'] as const,
  friend: (friendId: string) =>
    queryOptions({ queryKey: [...feedQueries.all(), friendId] as const, queryFn: () => getFriendFeed(friendId) }),
};
