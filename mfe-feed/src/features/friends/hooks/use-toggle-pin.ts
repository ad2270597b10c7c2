import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleFriendPin } from '@momentum/api-client/friends';
import { friendQueries } from '@momentum/api-client/friends/queries';

/** PATCH /api/friends/fixed, then the friends list refetches (pinned friends move to the front). */
export function useTogglePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendUserID: string) => toggleFriendPin(friendUserID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendQueries.all() }),
  });
}
