// One chunk: a chunk of its own would cost more in request overhead than the registration's code.
import type { QueryClient } from '@tanstack/react-query';
import { loadApiClient } from '@momentum/api-client/client';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { startProofFlusher } from '../offline/proof-flusher';

export function afterFirstScreen(queryClient: QueryClient): void {
  // Production builds only: the dev server has no /sw.js, and a worker would keep serving stale code there.
  if (process.env.NODE_ENV === 'production') {
    const keepData = () => {
      import(/* webpackChunkName: "persisted-queries" */ '../offline/persisted-queries')
        .then((module) => module.keepQueriesOnDevice(queryClient))
        .catch((error: unknown) => console.warn('[offline] answers not kept:', error));
    };
    void registerServiceWorker(navigator.serviceWorker, keepData);
  }
  startProofFlusher(queryClient);
  // In memory before the connection drops (a page without a worker could not fetch it then).
  void import(/* webpackChunkName: "offline-notice" */ '../offline/offline-notice').catch(() => {});
  // The first screen's GETs were primed without axios; the next call, most likely a tap's, needs its chunk.
  loadApiClient().catch(() => {});
}
