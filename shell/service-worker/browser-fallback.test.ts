import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandlerCallbackOptions } from 'serwist';
import { createBrowserFallback } from './browser-fallback';

const PLAIN_HOST = 'https://plain-host.example';
const CDN = 'https://cdn.example';

/** What the browser hands a page for a no-cors request to another origin. */
const opaque = () => Object.defineProperties(new Response('x'), { type: { value: 'opaque' }, status: { value: 0 } });

/** The request the strategy would send for `request` (its requestWillFetch step). */
async function workerRequest(fallback: ReturnType<typeof createBrowserFallback>, request: Request): Promise<Request> {
  const event = { type: 'fetch', request } as unknown as ExtendableEvent;
  return fallback.corsForScripts.requestWillFetch!({ request, event, state: {} });
}

/** The catch handler, for a page's request (a fetch event) or the worker's own (any other event). */
function caught(fallback: ReturnType<typeof createBrowserFallback>, request: Request, eventType = 'fetch'): Promise<Response> {
  const event = { type: eventType, request } as unknown as ExtendableEvent;
  return fallback.asTheBrowserWould({ event, request, url: new URL(request.url) } as RouteHandlerCallbackOptions);
}

afterEach(() => vi.unstubAllGlobals());

describe('the request the worker sends for a page', () => {
  it('is a CORS request without credentials for what the page asked without CORS', async () => {
    const sent = await workerRequest(createBrowserFallback(), new Request(`${CDN}/feed/remoteEntry.js`, { mode: 'no-cors' }));
    expect(sent.url).toBe(`${CDN}/feed/remoteEntry.js`);
    expect(sent.mode).toBe('cors');
    expect(sent.credentials).toBe('omit');
  });

  it("is the page's own request when that already asks with CORS", async () => {
    const config = new Request('https://momentum.example/app-config.json', { mode: 'cors' });
    expect(await workerRequest(createBrowserFallback(), config)).toBe(config);
  });

  it("is the page's own request once that origin answered it after refusing CORS, and only for that origin", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => opaque()));
    const fallback = createBrowserFallback();
    await caught(fallback, new Request(`${PLAIN_HOST}/feed/remoteEntry.js`, { mode: 'no-cors' }));

    const chunk = new Request(`${PLAIN_HOST}/feed/__federation_expose_routes.0a1b2c3d.js`, { mode: 'no-cors' });
    expect(await workerRequest(fallback, chunk)).toBe(chunk);
    expect((await workerRequest(fallback, new Request(`${CDN}/feed/remoteEntry.js`, { mode: 'no-cors' }))).mode).toBe('cors');
  });
});

describe('a page request the worker could not answer', () => {
  it('goes to the network as the page made it, and its answer is passed on', async () => {
    const answer = opaque();
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetch);
    const request = new Request(`${PLAIN_HOST}/feed/remoteEntry.js`, { mode: 'no-cors' });
    expect(await caught(createBrowserFallback(), request)).toBe(answer);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(request);
  });

  it("fails with the network's own error when the network fails it too", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(caught(createBrowserFallback(), new Request(`${CDN}/feed/remoteEntry.js`, { mode: 'no-cors' }))).rejects.toThrow('Failed to fetch');
  });

  it("is not asked for again when it was the worker's own (keeping what a page loaded)", async () => {
    const fetch = vi.fn(async () => new Response('x'));
    vi.stubGlobal('fetch', fetch);
    await expect(caught(createBrowserFallback(), new Request(`${PLAIN_HOST}/feed/remoteEntry.js`), 'message')).rejects.toThrow('not kept');
    expect(fetch).not.toHaveBeenCalled();
  });
});
