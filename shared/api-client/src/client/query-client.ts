import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { OfflineError } from './offline-error';

// Retry and focus as docs/product-spec.md asks. An offline change is refused, not paused in memory where a
// reload loses it (ADR 0017); only `meta: { runsOffline: true }` (the proof uploads) runs anyway.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        if (!onlineManager.isOnline() && !mutation.meta?.runsOffline) throw new OfflineError();
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      // Never paused either: offline, the cache above has refused it already.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
