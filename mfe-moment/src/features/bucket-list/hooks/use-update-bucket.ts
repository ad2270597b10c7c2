import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBucket, type UpdateBucketBody } from '@momentum/api-client/bucket';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

/** `mutate({ id, ...body })`: the body is the update contract's, passed through whole. */
export function useUpdateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UpdateBucketBody) => updateBucket(id, body),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
