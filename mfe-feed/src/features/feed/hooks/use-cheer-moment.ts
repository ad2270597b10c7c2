import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cheerMoment } from '@momentum/api-client/friends';
import { feedQueries } from '@momentum/api-client/feed/queries';

export interface CheerTarget {
  friendId: string;
  momentId: string;
}

/** POST /api/friends/cheer/{friendId}/{momentId}; then that friend's feed refetches (the button turns off). */
export function useCheerMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, momentId }: CheerTarget) => cheerMoment(friendId, momentId),
    onSuccess: (_data, { friendId }) =>
      queryClient.invalidateQueries({ queryKey: feedQueries.friend(friendId).queryKey }),
  });
}
