// A worker must never turn a load the browser would make into a failure: it asks with CORS, which an origin
// without CORS headers refuses; then the page's request goes out as made, its answer passed on, never kept.
/// <reference lib="webworker" />
import type { RouteHandlerCallback, SerwistPlugin } from 'serwist';

export interface BrowserFallback {
  /** A strategy's plugin: a no-cors request goes out with CORS, unless its origin refused that. */
  corsForScripts: SerwistPlugin;
  /** The worker's catch handler: a page's request the worker's rules failed goes out as the page made it. */
  asTheBrowserWould: RouteHandlerCallback;
}

export function createBrowserFallback(): BrowserFallback {
  // Origins that answered a page's own request after refusing the worker's CORS one, for as long as
  // this worker runs: each further file of theirs costs one request, not a refused one first. A
  // dropped connection taken for a refusal only means that origin's code is not kept until then.
  const refusing = new Set<string>();
  return {
    corsForScripts: {
      requestWillFetch: ({ request }) =>
        request.mode === 'no-cors' && !refusing.has(new URL(request.url).origin) ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
    },
    asTheBrowserWould: async ({ event, request }) => {
      // Only a page's request has someone waiting for it; the worker's own (keeping what a page
      // loaded) is simply not kept.
      if (event.type !== 'fetch') throw new Error(`service worker: ${request.url} not kept`);
      const asked = (event as FetchEvent).request;
      const response = await fetch(asked);
      if (response.type === 'opaque') refusing.add(new URL(asked.url).origin);
      return response;
    },
  };
}
