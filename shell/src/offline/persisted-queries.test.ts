import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@momentum/app-kit/session';
import { KEPT_FOR_MS, keepQueriesOnDevice, restoreQueries } from './persisted-queries';

// The device's store as a map: IndexedDB itself is exercised in Chromium (e2e/tests/service-worker.spec.ts).
const device = new Map<string, unknown>();
vi.mock('./device-store', () => ({
  readFromDevice: async (key: string) => device.get(key),
  updateOnDevice: async (key: string, update: (current: unknown) => unknown) => {
    await Promise.resolve(); // as IndexedDB: opened, then read and written in later tasks
    device.set(key, structuredClone(update(device.get(key))));
  },
  keepDeviceStoreOpen: async () => {},
  // Synchronous, as the real one starts its write in the caller's task.
  writeToDeviceNow: (key: string, value: unknown) => (device.set(key, structuredClone(value)), true),
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

  it('merges what each page holds into what is kept, per query, the newer answer winning', async () => {
    // One page visited every tab; a later start (a reload of /home, another tab) holds only Home's answers.
    const everyTab = new QueryClient();
    const stopAll = keepQueriesOnDevice(everyTab);
    everyTab.setQueryData(['home', 'streak'], { consecutiveDays: 4 });
    everyTab.setQueryData(['bucket', 'list', 'REPEAT'], ['달리기']);
    everyTab.setQueryData(['feed', 'f1'], { nickname: '비' });
    await vi.advanceTimersByTimeAsync(1000);
    stopAll();

    const homeOnly = new QueryClient();
    const stopHome = keepQueriesOnDevice(homeOnly);
    homeOnly.setQueryData(['home', 'streak'], { consecutiveDays: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    stopHome();

    // A page that still holds an older answer saves after it: the newer kept answer stays.
    const stale = new QueryClient();
    stale.setQueryData(['home', 'streak'], { consecutiveDays: 3 }, { updatedAt: Date.now() - 60_000 });
    const stopStale = keepQueriesOnDevice(stale);
    await vi.advanceTimersByTimeAsync(1000);
    stopStale();

    const offline = new QueryClient();
    expect(await restoreQueries(offline, token('user-1'))).toBe(true);
    expect(offline.getQueryData(['home', 'streak'])).toEqual({ consecutiveDays: 5 });
    expect(offline.getQueryData(['bucket', 'list', 'REPEAT'])).toEqual(['달리기']);
    expect(offline.getQueryData(['feed', 'f1'])).toEqual({ nickname: '비' });
  });

  it("replaces another user's kept answers instead of mixing them in", async () => {
    const first = new QueryClient();
    const stopFirst = keepQueriesOnDevice(first);
    first.setQueryData(['feed', 'f1'], { nickname: '비' });
    await vi.advanceTimersByTimeAsync(1000);
    stopFirst();
    useSessionStore.setState({ token: token('user-2') });
    const second = new QueryClient();
    const stopSecond = keepQueriesOnDevice(second);
    second.setQueryData(['home', 'streak'], { consecutiveDays: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    stopSecond();
    const restored = new QueryClient();
    expect(await restoreQueries(restored, token('user-2'))).toBe(true);
    expect(restored.getQueryData(['feed', 'f1'])).toBeUndefined();
  });

  it('saves at once when the page is hidden or left, so a reload inside the second loses nothing', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    await vi.advanceTimersByTimeAsync(1000);
    client.setQueryData(['home', 'streak'], { consecutiveDays: 7 });
    window.dispatchEvent(new Event('pagehide'));
    // In the same task: a page being left runs no later callback.
    expect(device.get('query-cache')).toMatchObject({ state: { queries: [{ queryKey: ['home', 'streak'] }] } });

    client.setQueryData(['home', 'week'], [true]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect((device.get('query-cache') as { state: { queries: unknown[] } }).state.queries).toHaveLength(2);
    stop();
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
