import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBucket } from '@momentum/api-client/bucket';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

export function useUpdateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => updateBucket(id, content),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
