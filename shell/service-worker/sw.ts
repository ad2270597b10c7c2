// The shell's service worker (Serwist, ADR 0015): the network, whenever there is one, decides which release runs.
/// <reference lib="webworker" />
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import './proof-sync';
import { createBrowserFallback } from './browser-fallback';
import { CLAIM, isImmutableCode, isReleasePointer, KEEP_LOADED, OFFLINE_PAGE, SKIP_WAITING, urlsToKeep } from './caching-rules';
import { routeApiAroundTheWorker } from './network-routes';
import { listenForPushes } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: Array<PrecacheEntry | string> };

// <script> requests are no-cors: stored as they come they would be opaque (no status, padded quota).
const { corsForScripts, asTheBrowserWould } = createBrowserFallback();
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // The user says when a new release takes over ('새 버전이 있어요'); a first install controls the page at once.
  skipWaiting: false,
  clientsClaim: true,
  // The page's request starts while the worker boots: a network-first navigation costs no extra wait.
  navigationPreload: true,
  runtimeCaching: [
    {
      // Not with a query: the sign-in callback's code must never be kept on the device.
      matcher: ({ request, url }) => request.mode === 'navigate' && url.search === '',
      handler: new NetworkFirst({ cacheName: 'momentum-pages', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 16 })] }),
    },
    {
      matcher: ({ url }) => isReleasePointer(url, self.location.origin),
      handler: new NetworkFirst({ cacheName: 'momentum-release-pointers', plugins: [corsForScripts, okOnly] }),
    },
    {
      matcher: ({ url }) => isImmutableCode(url),
      handler: new CacheFirst({
        cacheName: 'momentum-code',
        plugins: [corsForScripts, okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })],
      }),
    },
  ],
  // A route never visited online still opens offline: the app's page renders every route.
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});
// Whatever a rule fails to answer, the page's request goes to the network as it would without a worker.
serwist.setCatchHandler(asTheBrowserWould);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (message?.type === CLAIM) event.waitUntil(self.clients.claim());
  // Through the worker's own rules, so each lands in its cache (mostly from the HTTP cache).
  if (message?.type === KEEP_LOADED) {
    const requests = urlsToKeep(message.urls, self.location.origin).map((url) =>
      serwist.handleRequest({ request: new Request(url, { mode: 'cors', credentials: 'omit' }), event }),
    );
    event.waitUntil(Promise.allSettled(requests));
  }
});

routeApiAroundTheWorker(self);
serwist.addEventListeners();
listenForPushes(self);
