// Free of the queue's code: the home remote's first screen reads it (docs/budgets.md).
import { skipToken, useQuery } from '@tanstack/react-query';
import { PENDING_PROOFS_KEY } from './proof-queue-names';

const NONE: readonly string[] = [];

// skipToken, not `enabled: false`: the query is never fetched either way, but without a queryFn React
// Query's development build logs 'No queryFn was passed' on every render of every screen that reads it.
export function usePendingProofs(): (id: string) => boolean {
  const marks = useQuery<readonly string[], Error, readonly string[], typeof PENDING_PROOFS_KEY>({ queryKey: PENDING_PROOFS_KEY, queryFn: skipToken }).data ?? NONE;
  return (id) => marks.includes(id);
}
