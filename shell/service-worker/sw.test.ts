// The worker as built (sw.ts with Serwist's real router and strategies), given the requests a page
// makes. What a browser provides a worker (its scope, Cache Storage, the network) is a small fake:
// an origin that sends no CORS headers refuses any CORS request and answers a no-cors one opaque.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM, KEEP_LOADED } from './caching-rules';

const SHELL = 'https://momentum.example';
const NO_CORS_ORIGIN = 'https://plain-host.example';
const CORS_ORIGIN = 'https://cdn.example';

class FakeExtendableEvent {
  readonly pending: Promise<unknown>[] = [];
  constructor(readonly type: string) {}
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise.catch(() => undefined));
  }
}

class FakeFetchEvent extends FakeExtendableEvent {
  answer: Promise<Response> | undefined;
  constructor(readonly request: Request) {
    super('fetch');
  }
  respondWith(answer: Promise<Response>): void {
    this.answer = answer;
  }
}

/** What the browser hands a page for a no-cors request to another origin: no status, no body to read. */
function opaque(): Response {
  const response = new Response('self.remote = true;');
  return Object.defineProperties(response, {
    type: { value: 'opaque' },
    status: { value: 0 },
    ok: { value: false },
    clone: { value: opaque },
  });
}

/** Cache Storage in memory: cache name → URL → response. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: Request) => store.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => void store.set(request.url, response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(request.url),
    };
  };
  const match = async (request: Request, options?: { cacheName?: string }) => (options?.cacheName ? (await open(options.cacheName)).match(request) : undefined);
  const kept = () => [...stores.values()].flatMap((store) => [...store.keys()]);
  return { open, match, has: async (name: string) => stores.has(name), keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name), kept };
}

let online = true;
let network: Request[] = [];
let listeners: Map<string, ((event: unknown) => void)[]>;
let storage: ReturnType<typeof fakeCaches>;
let claim: ReturnType<typeof vi.fn>;

/**
 * The network as seen from the worker: any other origin answers a no-cors request opaque, and the
 * no-CORS origin refuses every CORS request.
 */
async function fakeFetch(input: Request): Promise<Response> {
  network.push(input);
  const { origin } = new URL(input.url);
  if (!online) throw new TypeError('Failed to fetch');
  if (origin !== SHELL && input.mode === 'no-cors') return opaque();
  if (origin === NO_CORS_ORIGIN) throw new TypeError('Failed to fetch');
  return new Response('self.remote = true;', { status: 200, headers: { 'access-control-allow-origin': '*' } });
}

beforeEach(async () => {
  online = true;
  network = [];
  listeners = new Map();
  storage = fakeCaches();
  claim = vi.fn(async () => undefined);
  const scope = {
    __SW_MANIFEST: [],
    __WB_DISABLE_DEV_LOGS: true,
    location: new URL(`${SHELL}/sw.js`),
    caches: storage,
    clients: { matchAll: async () => [], claim },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  vi.stubGlobal('self', scope);
  // Serwist's development logs: read from the scope, defaulted on the global when it lacks the flag.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.stubGlobal('location', scope.location);
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', FakeFetchEvent);
  vi.resetModules();
  await import('./sw');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page's request through the worker's fetch listeners, as the browser dispatches it. */
async function pageLoads(url: string, mode: RequestMode = 'no-cors'): Promise<Response> {
  const event = new FakeFetchEvent(new Request(url, { mode }));
  for (const listener of listeners.get('fetch') ?? []) listener(event);
  if (!event.answer) throw new Error(`the worker left ${url} to the browser`);
  const response = await event.answer;
  await Promise.all(event.pending);
  return response;
}

describe('a script from an origin that sends no CORS headers', () => {
  it('loads with the worker in control, by the request the page made', async () => {
    for (const url of [`${NO_CORS_ORIGIN}/feed/remoteEntry.js`, `${NO_CORS_ORIGIN}/feed/__federation_expose_routes.0a1b2c3d.js`]) {
      network = [];
      const response = await pageLoads(url);
      expect(response.type).toBe('opaque');
      expect(network.at(-1)?.mode).toBe('no-cors');
    }
  });

  it('is asked for once as the page asked, after the origin refused the CORS request once', async () => {
    await pageLoads(`${NO_CORS_ORIGIN}/feed/remoteEntry.js`);
    network = [];
    await pageLoads(`${NO_CORS_ORIGIN}/feed/__federation_expose_routes.0a1b2c3d.js`);
    expect(network.map((request) => request.mode)).toEqual(['no-cors']);
  });

  it('is never kept on the device: an opaque answer has no status to check', async () => {
    await pageLoads(`${NO_CORS_ORIGIN}/feed/remoteEntry.js`);
    await pageLoads(`${NO_CORS_ORIGIN}/feed/mf-manifest.json`);
    await pageLoads(`${NO_CORS_ORIGIN}/feed/__federation_expose_routes.0a1b2c3d.js`);
    expect(storage.kept()).toEqual([]);
  });

  it('that a page loaded before the worker controlled it is asked for once with CORS, and not kept', async () => {
    const event = Object.assign(new FakeExtendableEvent('message'), { data: { type: KEEP_LOADED, urls: [`${NO_CORS_ORIGIN}/feed/remoteEntry.js`] } });
    for (const listener of listeners.get('message') ?? []) listener(event);
    await Promise.all(event.pending);
    expect(network.map((request) => request.mode)).toEqual(['cors']);
    expect(storage.kept()).toEqual([]);
  });
});

describe('a script from an origin that answers CORS', () => {
  it('is asked for with CORS, kept, and served from the device without a connection', async () => {
    const entry = `${CORS_ORIGIN}/feed/remoteEntry.js`;
    await pageLoads(entry);
    expect(network.map((request) => request.mode)).toEqual(['cors']);
    expect(storage.kept()).toEqual([entry]);

    online = false;
    const offline = await pageLoads(entry);
    expect(offline.status).toBe(200);
  });
});

describe('a request the worker cannot answer at all', () => {
  it("fails as the browser's would, after asking the network with the page's own request", async () => {
    online = false;
    const request = `${NO_CORS_ORIGIN}/feed/remoteEntry.js`;
    await expect(pageLoads(request)).rejects.toThrow(TypeError);
    expect(network.at(-1)?.mode).toBe('no-cors');
  });
});

describe('a page asking to be claimed', () => {
  it('is claimed, with the pages open then: its navigation started before the worker activated', async () => {
    const event = Object.assign(new FakeExtendableEvent('message'), { data: { type: CLAIM } });
    for (const listener of listeners.get('message') ?? []) listener(event);
    await Promise.all(event.pending);
    expect(claim).toHaveBeenCalledTimes(1);
  });
});
