import { queryOptions } from '@tanstack/react-query';
import { getFriends } from './friends-api';

export const friendQueries = {
  all: () => ['friends'] as const,
  list: () => queryOptions({ queryKey: [...friendQueries.all(), 'list'] as const, queryFn: getFriends }),
};
