import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBucket } from '@momentum/api-client/bucket';
import { bucketQueries } from '@momentum/api-client/bucket/queries';

export function useUpdateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => updateBucket(id, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketQueries.all() }),
  });
}
