import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBucket } from '@momentum/api-client/bucket';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

export function useDeleteBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBucket(id),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
