import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '@momentum/api-client/users';

/** DELETE /api/users. No cache invalidation here: the session ends when the result is closed. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: () => deleteAccount() });
}
