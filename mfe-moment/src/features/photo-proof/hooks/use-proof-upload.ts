import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoProofResponse } from '@momentum/contracts';
import { shrinkImage } from '../lib/shrink-image';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

export type SendProof = (file: Blob, onProgress: (percent: number) => void) => Promise<PhotoProofResponse>;

/** Shrinks (when huge), sends with progress, then refreshes every bucket/moment query. */
export function useProofUpload(send: SendProof) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      return send(await shrinkImage(file), setProgress);
    },
    // Not awaited: the success modal must not wait for the lists (and the upload screen's own detail
    // query turning "completed" must not count as ineligible — the page checks eligibility once).
    onSuccess: () => void invalidateAfterWrite(queryClient),
  });
  return { ...mutation, progress };
}
