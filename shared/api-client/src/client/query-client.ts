import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { OfflineError } from './offline-error';

/**
 * The app's one QueryClient: queries retry once and never refetch on focus (docs/product-spec.md).
 * A change asked for while the device is offline is refused at once, before its mutationFn runs
 * (docs/adr/0017-actions-taken-offline.md): React Query would otherwise hold it paused in memory, out
 * of sight, until the connection returned, and a reload would lose it. Only a mutation marked
 * `meta: { runsOffline: true }` runs anyway: the proof uploads, which keep their own queue on the device.
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
