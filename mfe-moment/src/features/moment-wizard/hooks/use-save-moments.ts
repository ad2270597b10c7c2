import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeBucket } from '@momentum/api-client/bucket';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { createMoments } from '@momentum/api-client/moment';
import type { Frequency } from '@momentum/contracts/enums';
import { buildCreatePayload, generateMoments } from '../lib/schedule';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

export class NoMomentsError extends Error {}

interface SaveInput {
  bucketId: string;
  count: number;
  todoList: string[];
  frequency: Frequency;
}

/**
 * docs/product-spec.md section 4: if the bucket is not challenging yet, mark it challenging and refetch it first, then
 * create the moments. The schedule is rebuilt at the moment of saving, so "today" is really today.
 */
export function useSaveMoments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bucketId, count, todoList, frequency }: SaveInput) => {
      const payload = buildCreatePayload(generateMoments({ count, todoList, frequency, now: Date.now() }), frequency);
      if (!payload) throw new NoMomentsError();
      const detail = bucketQueries.detail(bucketId);
      const bucket = await queryClient.fetchQuery({ ...detail, staleTime: 0 });
      if (!bucket.isChallenging) {
        await challengeBucket(bucketId);
        await queryClient.fetchQuery({ ...detail, staleTime: 0 });
      }
      return createMoments(bucketId, payload);
    },
    // Success or not, the challenge may have changed: every bucket/moment list is stale.
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}
