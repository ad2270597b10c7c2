// The one rule for changes made offline (docs/adr/0017-actions-taken-offline.md), through the real
// client against a real local HTTP server: offline a change is refused at once and nothing is sent;
// online it is sent; a mutation marked runsOffline (the proof uploads) runs either way.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, loadApiClient } from './api-client';
import { getApiError, getApiStatus, isOfflineError, OFFLINE_MESSAGE } from './api-error';
import { createQueryClient } from './query-client';

let server: http.Server;
/** Requests the server answered, as `METHOD url`. */
let served: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: '버킷리스트를 추가했습니다.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'token', setToken: () => {}, onUnauthorized: () => {} });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let client: QueryClient;
beforeEach(() => {
  served = [];
  client = createQueryClient();
  // What QueryClientProvider does: the client follows the online state from now on.
  client.mount();
});
afterEach(() => {
  client.unmount();
  onlineManager.setOnline(true);
});

/** A change as a screen makes it: a mutation whose function posts through the app's client. */
function addBucket(meta?: Record<string, unknown>) {
  return new MutationObserver(client, {
    mutationFn: async (content: string) => (await (await loadApiClient()).post<{ message: string }>('/api/bucket', { type: 'REPEAT', content })).data,
    meta,
  });
}

describe('a change asked for offline', () => {
  it('is refused at once with the Korean message, and nothing is sent', async () => {
    onlineManager.setOnline(false);
    const change = addBucket();
    const error = await change.mutate('새벽 요가').catch((e: unknown) => e);
    expect(isOfflineError(error)).toBe(true);
    expect(getApiError(error)).toBe(OFFLINE_MESSAGE);
    expect(getApiStatus(error)).toBeNull();
    // Settled as an error, not paused for later: the screen hears of it now.
    expect(change.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });
    expect(served).toEqual([]);
    // Nothing waits to be sent when the connection returns.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served).toEqual([]);
    expect(client.getMutationCache().getAll().some((mutation) => mutation.state.isPaused)).toBe(false);
  });

  it('is sent, once, when the device is online', async () => {
    const change = addBucket();
    await expect(change.mutate('새벽 요가')).resolves.toEqual({ message: '버킷리스트를 추가했습니다.' });
    expect(served).toEqual(['POST /api/bucket']);
  });

  it('runs offline when marked runsOffline: the proof uploads keep their own queue', async () => {
    onlineManager.setOnline(false);
    await expect(addBucket({ runsOffline: true }).mutate('새벽 요가')).resolves.toEqual({ message: '버킷리스트를 추가했습니다.' });
    expect(served).toEqual(['POST /api/bucket']);
  });

  it('leaves reads alone: a query still waits for the connection', async () => {
    onlineManager.setOnline(false);
    const read = client.fetchQuery({ queryKey: ['ping'], queryFn: async () => (await (await loadApiClient()).get('/ping')).data });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryState(['ping'])?.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await read;
    expect(served).toEqual(['GET /ping']);
  });
});
