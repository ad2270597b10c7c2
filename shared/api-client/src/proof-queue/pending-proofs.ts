// Proofs saved on the device and not yet on the server ('업로드 대기 중'): the shell's flusher keeps
// their target ids (moment or bucket UUIDs) in the one QueryClient under PENDING_PROOFS_KEY; a screen
// of any remote only reads them, never fetches. Free of the queue's code: the home remote's first
// screen reads it (docs/budgets.md).
import { useQuery } from '@tanstack/react-query';
import { PENDING_PROOFS_KEY } from './proof-queue-names';

const NONE: readonly string[] = [];

/** Whether a proof of the moment or bucket `id` waits on the device. */
export function usePendingProofs(): (id: string) => boolean {
  const marks = useQuery<readonly string[], Error, readonly string[], typeof PENDING_PROOFS_KEY>({ queryKey: PENDING_PROOFS_KEY, enabled: false }).data ?? NONE;
  return (id) => marks.includes(id);
}
