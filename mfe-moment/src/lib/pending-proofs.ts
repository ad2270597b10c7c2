// '업로드 대기 중' on the moment remote's screens: which proofs wait on the device comes from
// @momentum/api-client (the shell's flusher keeps it in the one QueryClient).
import { useState } from 'react';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';

export const UPLOAD_PENDING_LABEL = '업로드 대기 중';

/**
 * Whether a proof of `id` already waited on the device when the proof screen opened: it is not taken
 * twice. Judged once, at the start: the screen's own proof starts waiting while its form is still up.
 */
export function useProofWaitingAtStart(id: string): boolean {
  const isPending = usePendingProofs();
  const [waiting] = useState(() => isPending(id));
  return waiting;
}
