import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@momentum/app-kit/session';
import { KEPT_FOR_MS, keepQueriesOnDevice, restoreQueries } from './persisted-queries';

// The device's store as a map: IndexedDB itself is exercised in Chromium (e2e/tests/service-worker.spec.ts).
const device = new Map<string, unknown>();
vi.mock('./device-store', () => ({
  readFromDevice: async (key: string) => device.get(key),
  writeToDevice: async (key: string, value: unknown) => void device.set(key, structuredClone(value)),
  removeFromDevice: async (key: string) => void device.delete(key),
}));

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 1 })).replace(/=+$/, '')}.s`;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  device.clear();
  useSessionStore.setState({ token: token('user-1') });
});
afterEach(() => vi.useRealTimers());

describe('keeping answers on the device', () => {
  it('saves successful answers under the user, at most once a second, and restores them for that user only', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['home', 'streak'], { consecutiveDays: 4 });
    client.setQueryData(['home', 'week'], [true, false]);
    expect(device.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(device.get('query-cache')).toMatchObject({ owner: 'user-1' });
    stop();

    const again = new QueryClient();
    expect(await restoreQueries(again, token('user-1'))).toBe(true);
    expect(again.getQueryData(['home', 'streak'])).toEqual({ consecutiveDays: 4 });
    const someoneElse = new QueryClient();
    expect(await restoreQueries(someoneElse, token('user-2'))).toBe(false);
    expect(someoneElse.getQueryData(['home', 'streak'])).toBeUndefined();
  });

  it('keeps nothing older than a week', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['home'], { a: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    stop();
    expect(await restoreQueries(new QueryClient(), token('user-1'), Date.now() + KEPT_FOR_MS + 1)).toBe(false);
  });

  it('saves what the client already held when it starts', async () => {
    const client = new QueryClient();
    client.setQueryData(['home', 'streak'], { consecutiveDays: 2 });
    const stop = keepQueriesOnDevice(client);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    stop();
    expect(device.get('query-cache')).toMatchObject({ owner: 'user-1', state: { queries: [{ queryKey: ['home', 'streak'] }] } });
  });

  it('never writes a failed or loading query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['ok'], 1);
    await client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    stop();
    const saved = device.get('query-cache') as { state: { queries: Array<{ queryKey: unknown }> } };
    expect(saved.state.queries.map((q) => q.queryKey)).toEqual([['ok']]);
  });

  it('signing out deletes what was kept', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['home'], { a: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(device.has('query-cache')).toBe(true);
    useSessionStore.getState().clearToken();
    await settle();
    expect(device.has('query-cache')).toBe(false);
    stop();
  });
});
