// Run-time composition: remotes come from /app-config.json, never from the build (ADR 0001).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { remoteRoutesId, type RemoteDefinition, type RemoteRoutesModule } from '@momentum/app-kit/remote-contract';
import { remoteEntryUrl } from './remote-entry-url';

let entries: RuntimeConfig['remotes'] | null = null;
/** Remotes whose last load failed: their cached entry must be dropped before trying again. */
const failed = new Set<string>();

export function registerAppRemotes(remotes: RuntimeConfig['remotes'], definitions: readonly RemoteDefinition[]): void {
  entries = remotes;
  registerRemotes(definitions.map((remote) => ({ name: remote.federationName, entry: remoteEntryUrl(remotes[remote.key]) })));
}

export async function loadRemoteRoutes(remote: RemoteDefinition): Promise<RemoteRoutesModule> {
  if (failed.has(remote.key) && entries) {
    // force re-registration clears the runtime's manifest and entry caches, so a retry really refetches.
    registerRemotes([{ name: remote.federationName, entry: remoteEntryUrl(entries[remote.key]) }], { force: true });
    failed.delete(remote.key);
  }
  try {
    const module = await loadRemote<RemoteRoutesModule>(remoteRoutesId(remote));
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${remoteRoutesId(remote)} has no default export`);
    }
    return module;
  } catch (error) {
    failed.add(remote.key);
    throw error;
  }
}

/**
 * Loads a remote's entry and its ./routes module ahead of need (idle time, tab hover), so opening the
 * tab fetches no code. A failure stays quiet here: the real load reports it in the remote's own area.
 */
export function preloadRemoteRoutes(remote: RemoteDefinition): void {
  if (failed.has(remote.key)) return;
  loadRemoteRoutes(remote).catch(() => {});
}

let preloadScheduled = false;

/** Preloads every remote once, when the browser has nothing better to do. */
export function preloadWhenIdle(definitions: readonly RemoteDefinition[]): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  idle(() => definitions.forEach(preloadRemoteRoutes), { timeout: 5000 });
}
