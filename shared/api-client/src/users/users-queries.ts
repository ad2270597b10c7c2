import { queryOptions } from '@tanstack/react-query';
import { getFriendCode, getMe } from './users-api';

export const userQueries = {
  all: () => ['users'] as const,
  me: () => queryOptions({ queryKey: [...userQueries.all(), 'me'] as const, queryFn: getMe }),
  friendCode: () =>
    queryOptions({ queryKey: [...userQueries.all(), 'friend-code'] as const, queryFn: getFriendCode }),
};
