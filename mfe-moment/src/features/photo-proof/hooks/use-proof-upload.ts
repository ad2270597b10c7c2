import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofResult } from '@momentum/api-client/proof-queue';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';
import { shrinkImage } from '../lib/shrink-image';
import { invalidateAfterWrite } from '../../../lib/invalidate-after-write';

/** Sends (or queues) the photo; `takenAt` is when it was chosen (ISO 8601). */
export type SendProof = (file: Blob, takenAt: string, onProgress: (percent: number) => void) => Promise<ProofResult>;

/**
 * Shrinks (when huge), saves and sends with progress, then refreshes every bucket/moment query. A proof
 * kept for later marks `targetId` as waiting at once (the shell's flusher keeps the list afterwards, but
 * may not have started yet).
 */
export function useProofUpload(send: SendProof, targetId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ file, takenAt }: { file: File; takenAt: string }) => {
      setProgress(0);
      return send(await shrinkImage(file), takenAt, setProgress);
    },
    // Offline the proof is saved on the device and ends like a success ('업로드 대기 중'): the one
    // change the app's QueryClient does not refuse offline (docs/adr/0017-actions-taken-offline.md),
    // and React Query must run it, not pause it in memory until the connection returns.
    meta: { runsOffline: true },
    networkMode: 'always',
    // Not awaited: the success modal must not wait for the lists (and the upload screen's own detail
    // query turning "completed" must not count as ineligible — the page checks eligibility once).
    // A queued proof changed nothing on the server yet; the shell refreshes when it is sent.
    onSuccess: (result) => {
      if (result === 'sent') void invalidateAfterWrite(queryClient);
      else queryClient.setQueryData<readonly string[]>(PENDING_PROOFS_KEY, (ids = []) => (ids.includes(targetId) ? ids : [...ids, targetId]));
    },
  });
  return { ...mutation, progress };
}
