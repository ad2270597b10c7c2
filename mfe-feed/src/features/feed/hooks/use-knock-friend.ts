import { useMutation, useQueryClient } from '@tanstack/react-query';
import { knockFriend } from '@momentum/api-client/friends';
import { feedQueries } from '@momentum/api-client/feed/queries';
import { friendQueries } from '@momentum/api-client/friends/queries';

/** POST /api/friends/knock; the friends list (isKnock) and that friend's feed refetch. */
export function useKnockFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendUserID: string) => knockFriend(friendUserID),
    onSuccess: (_data, friendUserID) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: friendQueries.all() }),
        queryClient.invalidateQueries({ queryKey: feedQueries.friend(friendUserID).queryKey }),
      ]),
  });
}
