import { queryOptions } from '@tanstack/react-query';
import { getFriends, getInvite } from './friends-api';

export const friendQueries = {
  all: () => ['friends'] as const,
  list: () => queryOptions({ queryKey: [...friendQueries.all(), 'list'] as const, queryFn: getFriends }),
  // Outside the friends prefix: an add invalidates that, and a second lookup would spend the code budget.
  // No retry: a refusal is the answer, and each try spends the budget too.
  invite: (friendCode: string) => queryOptions({ queryKey: ['invite', friendCode] as const, queryFn: () => getInvite(friendCode), retry: false }),
};
