import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, routeApiAroundTheWorker } from './network-routes';

type Listener = (event: unknown) => void;

/** A worker scope that keeps its listeners, and an install event as Chromium hands it (or not). */
function install(addRoutes?: (rules: unknown) => Promise<void>) {
  const listeners = new Map<string, Listener>();
  const scope = { addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) };
  routeApiAroundTheWorker(scope as unknown as ServiceWorkerGlobalScope);
  const waited: Promise<unknown>[] = [];
  listeners.get('install')?.({ addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
  return { waited, installed: listeners.has('install') };
}

class FakePattern {
  constructor(readonly init: { pathname: string }) {}
}

afterEach(() => vi.unstubAllGlobals());

describe('the API around the worker', () => {
  it('asks a browser with static routes to send every API path to the network', async () => {
    vi.stubGlobal('URLPattern', FakePattern);
    const addRoutes = vi.fn(async () => undefined);
    const { waited } = install(addRoutes);
    expect(addRoutes).toHaveBeenCalledWith([{ condition: { urlPattern: new FakePattern({ pathname: API_PATHS }) }, source: 'network' }]);
    expect(waited).toHaveLength(1);
    expect(API_PATHS).toBe('/api/*');
  });

  it('leaves a browser without them (WebKit, Gecko) to the fetch event, and never fails the install', async () => {
    vi.stubGlobal('URLPattern', FakePattern);
    expect(install(undefined).waited).toHaveLength(0);
    vi.stubGlobal('URLPattern', undefined);
    const addRoutes = vi.fn(async () => undefined);
    expect(install(addRoutes).waited).toHaveLength(0);
    expect(addRoutes).not.toHaveBeenCalled();
    vi.stubGlobal('URLPattern', FakePattern);
    const { waited } = install(async () => Promise.reject(new TypeError('bad rule')));
    await expect(Promise.all(waited)).resolves.toEqual([undefined]);
  });
});
