// Run-time composition: remotes come from /app-config.json, never from the build (ADR 0001).
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { remoteRoutesId, type RemoteDefinition, type RemoteRoutesModule } from '@momentum/app-kit/remote-contract';
import { markStartup, yieldToMain } from '@momentum/first-visit/browser';
import { remoteEntryUrl } from './remote-entry-url';

// Past this, waiting on is worse than a clear message and a retry (the runtime would wait 20 s per script).
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let entries: RuntimeConfig['remotes'] | null = null;
const failed = new Set<string>();
// A remote already loaded renders at once, without suspending.
const loaded = new Map<string, RemoteRoutesModule>();

export function loadedRemoteRoutes(remote: RemoteDefinition): RemoteRoutesModule | undefined {
  return loaded.get(remote.key);
}

// For the build-time prerender of a tab's frame, which has no federation runtime.
export function provideLoadedRemoteRoutes(remote: RemoteDefinition, module: RemoteRoutesModule): void {
  loaded.set(remote.key, module);
}

// The container's init (share scope) and getting the expose made one long task back to back: yield between.
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

// Registering with force drops the runtime's cached entry of a failed remote.
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

// The module's code runs in a task of its own: with the entry's share negotiation it made one long task.
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

// Fetches without running, so the page pays no main-thread time before use; the real load reports failures.
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

// Only once the screen has its data and the browser is idle: other tabs never compete with the one shown.
// `alongside` fetches what their first calls need too (the API client's axios, which a primed screen skipped).
export function preloadWhenIdle(definitions: readonly RemoteDefinition[], screenSettled: () => Promise<void> = () => Promise.resolve(), alongside: () => void = () => {}): void {
  // Not while prerendering (Node): the area renders this module before any browser exists.
  if (preloadScheduled || typeof window === 'undefined') return;
  preloadScheduled = true;
  void whenIdle()
    .then(screenSettled)
    .then(whenIdle)
    .then(() => {
      // Where the first screen's bytes end and the preload's begin (`pnpm test:size` splits there).
      markStartup('idle-preload');
      definitions.forEach(preloadRemoteRoutes);
      alongside();
    });
}
