import { useMutation } from '@tanstack/react-query';
import { checkFriendCode } from '@momentum/api-client/friends';

/** POST /api/friends/check-friendCode → { nickname }. A mutation: it runs on submit, not on render. */
export function useCheckFriendCode() {
  return useMutation({ mutationFn: (friendCode: string) => checkFriendCode(friendCode) });
}
