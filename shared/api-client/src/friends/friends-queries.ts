import { queryOptions } from '@tanstack/react-query';
import { getFriends } from './friends-api';

/** Keys go from generic to specific: invalidate `friendQueries.all()` after add, delete, pin and knock. */
export const friendQueries = {
  all: () => ['friends'] as const,
  list: () => queryOptions({ queryKey: [...friendQueries.all(), 'list'] as const, queryFn: getFriends }),
};
