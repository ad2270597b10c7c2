import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBucket, type CreateBucketBody } from '@momentum/api-client/bucket';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

/** Lists are refetched after a create (docs/product-spec.md section 7): invalidate the whole bucket prefix. */
export function useCreateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBucketBody) => createBucket(body),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
