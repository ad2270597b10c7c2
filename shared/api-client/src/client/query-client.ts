import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { OfflineError } from './offline-error';

/**
 * The app's one QueryClient: queries retry once and never refetch on focus (docs/product-spec.md). A
 * change asked for offline is refused before its mutationFn runs, not held paused in memory where a
 * reload loses it (ADR 0017); only `meta: { runsOffline: true }` (the proof uploads) runs anyway.
 */
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
