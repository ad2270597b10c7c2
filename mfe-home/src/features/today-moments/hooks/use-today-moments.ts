import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '@momentum/api-client/home/queries';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';

export function useTodayMoments() {
  return useQuery(homeQueries.today());
}

/** The moment ids whose proofs wait on the device, kept in the QueryClient by the shell; never fetched here. */
export function usePendingMarks(): readonly string[] | undefined {
  return useQuery<readonly string[], Error, readonly string[], typeof PENDING_PROOFS_KEY>({ queryKey: PENDING_PROOFS_KEY, enabled: false }).data;
}
