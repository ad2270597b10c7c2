import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, type ProfileUpdate } from '@momentum/api-client/users';
import { userQueries } from '@momentum/api-client/users/queries';

/** PATCH /api/users/profile with upload progress (0–1); on success every user query shows the new values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (update: ProfileUpdate) => {
      setProgress(0);
      return updateProfile(update, { onProgress: setProgress });
    },
    onSuccess: async ({ user }) => {
      // The answer already holds the new profile: show it at once, then confirm with a refetch.
      queryClient.setQueryData(userQueries.me().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
    },
  });
  return { ...mutation, progress };
}
