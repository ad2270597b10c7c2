// Proofs saved on the device and not yet on the server ('업로드 대기 중'). The shell's flusher keeps
// their target ids (moment or bucket UUIDs) in the one QueryClient; a screen only reads them.
import { useQuery } from '@tanstack/react-query';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';

export const UPLOAD_PENDING_LABEL = '업로드 대기 중';

const NONE: readonly string[] = [];

/** Whether a proof of the moment or bucket `id` waits on the device. */
export function usePendingProofs(): (id: string) => boolean {
  const marks = useQuery<readonly string[], Error, readonly string[], typeof PENDING_PROOFS_KEY>({ queryKey: PENDING_PROOFS_KEY, enabled: false }).data ?? NONE;
  return (id) => marks.includes(id);
}
