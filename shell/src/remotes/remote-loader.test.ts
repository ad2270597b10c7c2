import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { testConfig } from '../app/test-utils';
import { loadRemoteRoutes, preloadRemoteRoutes, registerAppRemotes, REMOTE_LOAD_TIMEOUT_MS } from './remote-loader';
import { remoteRoutesId } from '@momentum/app-kit/remote-contract';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(async () => {}),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));

const feed = REMOTES.find((remote) => remote.key === 'feed')!;
const feedEntry = testConfig.remotes.feed.replace('mf-manifest.json', 'remoteEntry.js');

beforeEach(() => {
  vi.useFakeTimers();
  registerAppRemotes(testConfig.remotes, REMOTES);
});
afterEach(() => vi.useRealTimers());

describe('loadRemoteRoutes', () => {
  it('gives up on a remote that never arrives, so its area can offer a retry that refetches', async () => {
    vi.mocked(loadRemote).mockReturnValueOnce(new Promise(() => {}));
    const load = loadRemoteRoutes(feed);
    const outcome = expect(load).rejects.toThrow(`took longer than ${REMOTE_LOAD_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await outcome;

    const routes = { default: () => null };
    vi.mocked(loadRemote).mockResolvedValueOnce(() => routes);
    const retried = loadRemoteRoutes(feed);
    await vi.advanceTimersByTimeAsync(0);
    await expect(retried).resolves.toBe(routes);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: feedEntry }], { force: true });
  });

  it('does not time out a remote that arrives within the bound', async () => {
    const routes = { default: () => null };
    vi.mocked(loadRemote).mockReturnValueOnce(new Promise((resolve) => setTimeout(() => resolve(() => routes), REMOTE_LOAD_TIMEOUT_MS - 1000)));
    const load = loadRemoteRoutes(feed);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await expect(load).resolves.toBe(routes);
  });

  it("runs the routes module's code in a task after the entry's, not in the same long task", async () => {
    const routes = { default: () => null };
    const factory = vi.fn(() => routes);
    vi.mocked(loadRemote).mockResolvedValueOnce(factory);
    const load = loadRemoteRoutes(feed);
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_feed/routes', { loadFactory: false, from: 'runtime' });
    await Promise.resolve();
    await Promise.resolve();
    expect(factory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    await expect(load).resolves.toBe(routes);
    expect(factory).toHaveBeenCalledOnce();
  });
});

describe('registerAppRemotes', () => {
  it("registers, once, a runtime plugin that yields after a container's init, before its expose is fetched", async () => {
    registerAppRemotes(testConfig.remotes, REMOTES);
    const calls = vi.mocked(registerPlugins).mock.calls;
    expect(calls).toHaveLength(1);
    const [plugin] = calls[0]![0] as { initContainer: (args: unknown) => Promise<unknown> }[];
    const args = { id: 'mfe_feed/routes' };
    let done = false;
    const after = plugin!.initContainer(args).then((result) => {
      done = true;
      return result;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await expect(after).resolves.toBe(args);
  });
});

describe('preloadRemoteRoutes', () => {
  it('fetches the routes without running them, and a failed preload makes the real load refetch', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('RUNTIME-008'));
    preloadRemoteRoutes(feed);
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_feed/routes', { loadFactory: false, from: 'runtime' });
    await vi.advanceTimersByTimeAsync(0);

    vi.mocked(registerRemotes).mockClear();
    vi.mocked(loadRemote).mockResolvedValueOnce(() => ({ default: () => null }));
    const load = loadRemoteRoutes(feed);
    await vi.advanceTimersByTimeAsync(0);
    await load;
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: feedEntry }], { force: true });
  });
});

describe('preloadWhenIdle', () => {
  it("fetches the other tabs only after the screen's data has settled and the browser idles again, once", async () => {
    const { preloadWhenIdle } = await import('./remote-loader');
    vi.mocked(loadRemote).mockClear();
    vi.mocked(loadRemote).mockResolvedValue({});
    let settle!: () => void;
    const screenSettled = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const alongside = vi.fn();
    preloadWhenIdle(REMOTES, screenSettled, alongside);
    preloadWhenIdle(REMOTES, screenSettled, alongside); // a second remote area mounting later changes nothing
    await vi.advanceTimersByTimeAsync(5000);
    expect(screenSettled).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(alongside).not.toHaveBeenCalled();
    // The bytes bench splits the first screen's requests from the preload's at this mark (fake timers fake `performance`).
    const mark = vi.spyOn(performance, 'mark').mockImplementation(() => undefined as unknown as PerformanceMark);
    settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(mark.mock.calls).toEqual([['momentum:idle-preload']]);
    mark.mockRestore();
    expect(vi.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(REMOTES.map(remoteRoutesId));
    expect(alongside).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith(expect.any(String), { loadFactory: false, from: 'runtime' });
  });
});
