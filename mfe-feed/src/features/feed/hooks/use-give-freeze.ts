import { useMutation } from '@tanstack/react-query';
import { giveFreeze } from '@momentum/api-client/friends';

/** POST /api/friends/{friendId}/freeze-gift: nothing of the giver's screens changes, so nothing refetches. */
export function useGiveFreeze() {
  return useMutation({ mutationFn: (friendId: string) => giveFreeze(friendId) });
}
