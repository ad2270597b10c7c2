import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBucket } from '@momentum/api-client/bucket';
import { bucketQueries } from '@momentum/api-client/bucket/queries';

export function useDeleteBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBucket(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketQueries.all() }),
  });
}
