import { useQuery } from '@tanstack/react-query';
import { friendQueries } from '@momentum/api-client/friends/queries';

export function useFriends() {
  return useQuery(friendQueries.list());
}
