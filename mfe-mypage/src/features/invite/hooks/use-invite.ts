import { useQuery } from '@tanstack/react-query';
import { friendQueries } from '@momentum/api-client/friends/queries';

/** GET /api/friends/invite/:friendCode: who invited, and whether adding them is possible. */
export function useInvite(friendCode: string) {
  return useQuery(friendQueries.invite(friendCode));
}
