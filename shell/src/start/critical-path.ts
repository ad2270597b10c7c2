// The first visit's critical path: the runtime config and the page's remote are fetched here, before the
// async boundary, while React and the router download (docs/budgets.md: no deeper request waterfall).
// Nothing here may import a federation-shared module: the share scope is not ready yet.
import { REMOTES, type RemoteDefinition } from '@momentum/app-kit/remote-contract';
import { loadRuntimeConfig, type RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { readStoredToken } from '@momentum/app-kit/stored-token';
import { preloadRemoteRoutes, registerAppRemotes } from '../remotes/remote-loader';

/** The remote a first visit to `pathname` will show: its tab, or home after the splash when signed in. */
export function remoteForFirstVisit(pathname: string, signedIn: boolean): RemoteDefinition | null {
  if (!signedIn) return null; // a signed-out visit to a tab goes to /login
  if (pathname === '/') return REMOTES.find((remote) => remote.key === 'home') ?? null;
  return REMOTES.find((remote) => pathname === remote.basePath || pathname.startsWith(`${remote.basePath}/`)) ?? null;
}

/**
 * Loads the config, registers the remotes it names, and starts loading the first screen's remote once
 * `painted` (a prerendered page's first paint; nothing to wait for otherwise).
 */
export function startCriticalPath(pathname: string, painted: Promise<void> = Promise.resolve()): Promise<RuntimeConfig> {
  const config = loadRuntimeConfig('/app-config.json');
  config.then(
    async (loaded) => {
      registerAppRemotes(loaded.remotes, REMOTES);
      const token = readStoredToken();
      // The screen's first GETs are already under way: the page's inline script started them
      // (@momentum/first-visit's first-answers) while it was parsed.
      const first = remoteForFirstVisit(pathname, token !== null);
      // Loading the remote is the federation runtime's first real work: on a prerendered page it waits
      // for the paint (ADR 0010); the page's preload hints fetch its files meanwhile.
      await painted;
      if (first) preloadRemoteRoutes(first);
    },
    () => {}, // the bootstrap shows the config error
  );
  return config;
}

/**
 * How long the first render waits for the first screen's remote. Within it, the shell and the screen
 * paint in one go (no skeleton flashing by, no second layout); past it, the shell renders and the
 * remote's area shows its skeleton until the remote arrives.
 */
export const FIRST_SCREEN_WAIT_MS = 1_000;
