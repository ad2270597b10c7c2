// What the app starts once the first screen has its data and the browser is idle (bootstrap.tsx), in one
// chunk: the service worker's registration (ADR 0015) and the proof flusher (ADR 0016). A chunk of its own
// would cost more in request overhead than the registration's code; shared, it leaves the first screen.
import type { QueryClient } from '@tanstack/react-query';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { startProofFlusher } from '../offline/proof-flusher';

export function afterFirstScreen(queryClient: QueryClient): void {
  // Production builds only: the dev server has no /sw.js, and a worker would keep serving stale code there.
  if (process.env.NODE_ENV === 'production') {
    // Once a worker controls the page, the app's answers are kept on the device for an offline start.
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
}
