import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFriend } from '@momentum/api-client/friends';
import { feedQueries } from '@momentum/api-client/feed/queries';
import { friendQueries } from '@momentum/api-client/friends/queries';

/** DELETE /api/friends, then the friends list refetches and the old friend's feed leaves the cache. */
export function useDeleteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendUserID: string) => deleteFriend(friendUserID),
    onSuccess: async (_data, friendUserID) => {
      queryClient.removeQueries({ queryKey: feedQueries.friend(friendUserID).queryKey });
      await queryClient.invalidateQueries({ queryKey: friendQueries.all() });
    },
  });
}
