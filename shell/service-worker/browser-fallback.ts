// A worker must never turn a load the browser would make into a failure: it asks with CORS, which an origin
// without CORS headers refuses; then the page's request goes out as made, its answer passed on, never kept.
/// <reference lib="webworker" />
import type { RouteHandlerCallback, SerwistPlugin } from 'serwist';

export interface BrowserFallback {
  corsForScripts: SerwistPlugin;
  asTheBrowserWould: RouteHandlerCallback;
}

export function createBrowserFallback(): BrowserFallback {
  // Remembered so each further file of theirs costs one request, not a refused one first.
  const refusing = new Set<string>();
  return {
    corsForScripts: {
      requestWillFetch: ({ request }) =>
        request.mode === 'no-cors' && !refusing.has(new URL(request.url).origin) ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
    },
    asTheBrowserWould: async ({ event, request }) => {
      // Only a page's request has someone waiting for it; the worker's own is simply not kept.
      if (event.type !== 'fetch') throw new Error(`service worker: ${request.url} not kept`);
      const asked = (event as FetchEvent).request;
      const response = await fetch(asked);
      if (response.type === 'opaque') refusing.add(new URL(asked.url).origin);
      return response;
    },
  };
}
