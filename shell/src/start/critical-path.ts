// Fetched before the async boundary, while React downloads (docs/budgets.md: no deeper request waterfall).
// Nothing here may import a federation-shared module: the share scope is not ready yet.
import { REMOTES, type RemoteDefinition } from '@momentum/app-kit/remote-contract';
import { loadRuntimeConfig, type RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { readStoredToken } from '@momentum/app-kit/stored-token';
import { preloadScreenChunks } from '@momentum/first-visit/browser';
import { preloadRemoteRoutes, registerAppRemotes } from '../remotes/remote-loader';

export function remoteForFirstVisit(pathname: string, signedIn: boolean): RemoteDefinition | null {
  if (!signedIn) return null; // a signed-out visit to a tab goes to /login
  if (pathname === '/') return REMOTES.find((remote) => remote.key === 'home') ?? null;
  return REMOTES.find((remote) => pathname === remote.basePath || pathname.startsWith(`${remote.basePath}/`)) ?? null;
}

export function startCriticalPath(pathname: string, painted: Promise<void> = Promise.resolve()): Promise<RuntimeConfig> {
  const config = loadRuntimeConfig('/app-config.json');
  config.then(
    async (loaded) => {
      registerAppRemotes(loaded.remotes, REMOTES);
      const token = readStoredToken();
      const first = remoteForFirstVisit(pathname, token !== null);
      // The runtime's first real work waits for a prerendered page's paint (ADR 0010); preload hints fetch meanwhile.
      await painted;
      if (first) {
        // The shell's code is in: the screen's chunks no longer take the paint's bandwidth (ADR 0024).
        preloadScreenChunks();
        preloadRemoteRoutes(first);
      }
    },
    () => {}, // the bootstrap shows the config error
  );
  return config;
}

// Within it, shell and screen paint in one go (no skeleton flashing by); past it, the area shows its skeleton.
export const FIRST_SCREEN_WAIT_MS = 1_000;
