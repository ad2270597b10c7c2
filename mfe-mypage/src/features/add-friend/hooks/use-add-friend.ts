import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFriend } from '@momentum/api-client/friends';
import { friendQueries } from '@momentum/api-client/friends/queries';

/** POST /api/friends; the feed's friend list must show the new friend. */
export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendCode: string) => addFriend(friendCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendQueries.all() }),
  });
}
