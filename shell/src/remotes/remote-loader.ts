// Run-time composition: remotes come from /app-config.json, never from the build (ADR 0001).
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { remoteRoutesId, type RemoteDefinition, type RemoteRoutesModule } from '@momentum/app-kit/remote-contract';
import { yieldToMain } from '@momentum/first-visit/browser';
import { remoteEntryUrl } from './remote-entry-url';

/**
 * How long a remote's screen may take before its area shows the fallback with retry. A phone on a slow
 * network gets the skeleton meanwhile; past this, waiting on is worse than a clear message and a button
 * (the federation runtime itself would wait 20 s per script).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let entries: RuntimeConfig['remotes'] | null = null;
/** Remotes whose last load failed: their cached entry must be dropped before trying again. */
const failed = new Set<string>();
/** Routes modules already loaded, by remote key: their area renders them at once, without suspending. */
const loaded = new Map<string, RemoteRoutesModule>();

/** The remote's routes module if it has loaded already (e.g. before the first render), else undefined. */
export function loadedRemoteRoutes(remote: RemoteDefinition): RemoteRoutesModule | undefined {
  return loaded.get(remote.key);
}

/**
 * A routes module obtained without the federation runtime: the build-time prerender of a tab's frame
 * (shell/prerender/tab-frame.tsx) gives the remote area a slot to render this way.
 */
export function provideLoadedRemoteRoutes(remote: RemoteDefinition, module: RemoteRoutesModule): void {
  loaded.set(remote.key, module);
}

/**
 * Loading a remote is, after its entry script: the container's init (its share scope), then getting
 * the expose (its chunks and the shared modules they consume). Run back to back in the entry's load
 * event they made one long task; a yield after the init lets the browser in between.
 */
const yieldAfterInit: ModuleFederationRuntimePlugin = {
  name: 'momentum-yield-after-init',
  async initContainer(args) {
    await yieldToMain();
    return args;
  },
};

export function registerAppRemotes(remotes: RuntimeConfig['remotes'], definitions: readonly RemoteDefinition[]): void {
  if (entries === null) registerPlugins([yieldAfterInit]);
  entries = remotes;
  registerRemotes(definitions.map((remote) => ({ name: remote.federationName, entry: remoteEntryUrl(remotes[remote.key]) })));
}

/** A remote that failed before is registered again with force, which drops the runtime's cached entry. */
function reRegisterIfFailed(remote: RemoteDefinition): void {
  if (!failed.has(remote.key) || !entries) return;
  registerRemotes([{ name: remote.federationName, entry: remoteEntryUrl(entries[remote.key]) }], { force: true });
  failed.delete(remote.key);
}

export async function loadRemoteRoutes(remote: RemoteDefinition): Promise<RemoteRoutesModule> {
  reRegisterIfFailed(remote);
  try {
    const module = await withTimeout(loadRoutesModule(remote), `${remoteRoutesId(remote)} took longer than ${REMOTE_LOAD_TIMEOUT_MS} ms`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${remoteRoutesId(remote)} has no default export`);
    }
    loaded.set(remote.key, module);
    return module;
  } catch (error) {
    failed.add(remote.key);
    loaded.delete(remote.key);
    throw error;
  }
}

/**
 * The remote's entry and chunks, then, in a task of its own, its routes module's code: the entry's
 * share negotiation and the screen's module code together made one long task on a slow phone.
 */
async function loadRoutesModule(remote: RemoteDefinition): Promise<RemoteRoutesModule | null> {
  const factory = await loadRemote<() => RemoteRoutesModule | Promise<RemoteRoutesModule>>(remoteRoutesId(remote), { loadFactory: false, from: 'runtime' });
  await yieldToMain();
  return factory ? factory() : null;
}

function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fetches a remote's entry and its ./routes chunks without running them (first screen, idle time, tab
 * hover), so opening the tab fetches no code and costs the page no main-thread time before it is used.
 * A failure stays quiet here: the real load reports it in the remote's own area.
 */
export function preloadRemoteRoutes(remote: RemoteDefinition): void {
  if (failed.has(remote.key)) return;
  loadRemote(remoteRoutesId(remote), { loadFactory: false, from: 'runtime' }).catch(() => {
    failed.add(remote.key);
  });
}

let preloadScheduled = false;

const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else window.setTimeout(resolve, 1500);
  });

/**
 * Preloads every remote once the first screen's remote has rendered, its data has arrived (`screenSettled`)
 * and the browser is idle again, so the other tabs never compete with the screen being shown.
 */
export function preloadWhenIdle(definitions: readonly RemoteDefinition[], screenSettled: () => Promise<void> = () => Promise.resolve()): void {
  // Not while prerendering (Node): the area renders this module before any browser exists.
  if (preloadScheduled || typeof window === 'undefined') return;
  preloadScheduled = true;
  void whenIdle()
    .then(screenSettled)
    .then(whenIdle)
    .then(() => definitions.forEach(preloadRemoteRoutes));
}
