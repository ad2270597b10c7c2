import { queryOptions } from '@tanstack/react-query';
import { getFriendCode, getMe } from './users-api';

/** Query keys go from generic to specific so `userQueries.all()` invalidates every user query. */
export const userQueries = {
  all: () => ['users'] as const,
  me: () => queryOptions({ queryKey: [...userQueries.all(), 'me'] as const, queryFn: getMe }),
  friendCode: () =>
    queryOptions({ queryKey: [...userQueries.all(), 'friend-code'] as const, queryFn: getFriendCode }),
};
