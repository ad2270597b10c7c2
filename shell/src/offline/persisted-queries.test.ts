import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@momentum/app-kit/session';
import { KEPT_FOR_MS, keepQueriesOnDevice, restoreQueries } from './persisted-queries';

// The device's store as a map: IndexedDB itself is exercised in Chromium (e2e/tests/kept-answers.spec.ts).
const device = new Map<string, unknown>();
const under = (prefix: string) => [...device.keys()].filter((key) => key.startsWith(prefix));
vi.mock('./device-store', () => ({
  readAllFromDevice: async (prefix: string) => under(prefix).map((key) => structuredClone(device.get(key))),
  keepDeviceStoreOpen: async () => {},
  // Synchronous, as the real one starts its write in the caller's task.
  writeToDevice: (entries: Map<string, unknown>) => {
    for (const [key, value] of entries) device.set(key, structuredClone(value));
  },
  removeFromDevice: async (key: string) => void device.delete(key),
  removeAllFromDevice: async (prefix: string) => under(prefix).forEach((key) => device.delete(key)),
  removeFromDeviceWhere: async (prefix: string, unwanted: (value: unknown) => boolean) =>
    under(prefix).forEach((key) => unwanted(device.get(key)) && device.delete(key)),
}));

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 1 })).replace(/=+$/, '')}.s`;
const settle = () => vi.advanceTimersByTimeAsync(0);
const keptKeys = () => under('answer:').map((key) => (device.get(key) as { query: { queryKey: unknown } }).query.queryKey);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  device.clear();
  useSessionStore.setState({ token: token('user-1') });
});
afterEach(() => vi.useRealTimers());

describe('keeping answers on the device', () => {
  it('keeps each answer as it arrives, under the user, and restores it for that user only', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    await settle();
    client.setQueryData(['home', 'streak'], { consecutiveDays: 4 });
    client.setQueryData(['home', 'week'], [true, false]);
    await settle();
    // A task later, not a second later: a page left right after the answer has kept it.
    expect(keptKeys()).toEqual([['home', 'streak'], ['home', 'week']]);
    expect(device.get('answer:["home","streak"]')).toMatchObject({ owner: 'user-1' });
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
    await settle();
    stop();
    expect(await restoreQueries(new QueryClient(), token('user-1'), Date.now() + KEPT_FOR_MS + 1)).toBe(false);
  });

  it('keeps what the client already held when it starts, unless what is kept is newer', async () => {
    const first = new QueryClient();
    const stopFirst = keepQueriesOnDevice(first);
    first.setQueryData(['home', 'streak'], { consecutiveDays: 5 });
    await settle();
    stopFirst();

    const stale = new QueryClient();
    stale.setQueryData(['home', 'streak'], { consecutiveDays: 3 }, { updatedAt: Date.now() - 60_000 });
    stale.setQueryData(['home', 'week'], [true]);
    const stop = keepQueriesOnDevice(stale);
    await settle();
    await settle();
    stop();
    const restored = new QueryClient();
    await restoreQueries(restored, token('user-1'));
    expect(restored.getQueryData(['home', 'streak'])).toEqual({ consecutiveDays: 5 });
    expect(restored.getQueryData(['home', 'week'])).toEqual([true]);
  });

  it('never writes a failed or loading query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['ok'], 1);
    await client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('offline')) });
    void client.prefetchQuery({ queryKey: ['loading'], queryFn: () => new Promise(() => {}) });
    await settle();
    stop();
    expect(keptKeys()).toEqual([['ok']]);
  });

  it("never drops another page's answers, and the newest answer of a query wins", async () => {
    // One page visited every tab; a later start (a reload of /home, another tab) holds only Home's answers.
    const everyTab = new QueryClient();
    const stopAll = keepQueriesOnDevice(everyTab);
    everyTab.setQueryData(['home', 'streak'], { consecutiveDays: 4 });
    everyTab.setQueryData(['bucket', 'list', 'REPEAT'], ['달리기']);
    everyTab.setQueryData(['feed', 'f1'], { nickname: '비' });
    await settle();

    const homeOnly = new QueryClient();
    const stopHome = keepQueriesOnDevice(homeOnly);
    await vi.advanceTimersByTimeAsync(10);
    homeOnly.setQueryData(['home', 'streak'], { consecutiveDays: 5 });
    await settle();
    stopHome();
    stopAll();

    const offline = new QueryClient();
    expect(await restoreQueries(offline, token('user-1'))).toBe(true);
    expect(offline.getQueryData(['home', 'streak'])).toEqual({ consecutiveDays: 5 });
    expect(offline.getQueryData(['bucket', 'list', 'REPEAT'])).toEqual(['달리기']);
    expect(offline.getQueryData(['feed', 'f1'])).toEqual({ nickname: '비' });
  });

  it("removes another user's kept answers instead of mixing them in", async () => {
    const first = new QueryClient();
    const stopFirst = keepQueriesOnDevice(first);
    first.setQueryData(['feed', 'f1'], { nickname: '비' });
    await settle();
    stopFirst();
    useSessionStore.setState({ token: token('user-2') });
    const second = new QueryClient();
    const stopSecond = keepQueriesOnDevice(second);
    second.setQueryData(['home', 'streak'], { consecutiveDays: 1 });
    await settle();
    stopSecond();
    expect(keptKeys()).toEqual([['home', 'streak']]);
    const restored = new QueryClient();
    expect(await restoreQueries(restored, token('user-2'))).toBe(true);
    expect(restored.getQueryData(['feed', 'f1'])).toBeUndefined();
  });

  it('writes a waiting answer in the very task the page is hidden or left', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    await settle();
    client.setQueryData(['home', 'streak'], { consecutiveDays: 7 });
    window.dispatchEvent(new Event('pagehide'));
    expect(keptKeys()).toEqual([['home', 'streak']]);

    client.setQueryData(['home', 'week'], [true]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(keptKeys()).toHaveLength(2);
    stop();
  });

  it('signing out deletes what was kept and what waits', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOnDevice(client);
    client.setQueryData(['home'], { a: 1 });
    await settle();
    expect(keptKeys()).toHaveLength(1);
    client.setQueryData(['home', 'week'], [true]);
    useSessionStore.getState().clearToken();
    await settle();
    expect(keptKeys()).toEqual([]);
    stop();
  });

  it('removes what an earlier release kept in one record', async () => {
    device.set('query-cache', { owner: 'user-1' });
    const stop = keepQueriesOnDevice(new QueryClient());
    await settle();
    expect(device.has('query-cache')).toBe(false);
    stop();
  });
});
