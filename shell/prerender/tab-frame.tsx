// Named by rspack.config.ts: a tab's frame, signed in (ADR 0009), with the slot in its remote area given
// through the shell's own remote loader, so the remote's screen goes exactly where it will hydrate.
import { REMOTES } from '@momentum/app-kit/remote-contract';
import type { RemoteKey } from '@momentum/app-kit/runtime-config';
import { REMOTE_SCREEN_SLOT, type RenderedScreen } from '@momentum/first-visit/prerender';
import { provideLoadedRemoteRoutes } from '../src/remotes/remote-loader';
import { renderShellScreen } from './login-screen';

const Slot = () => REMOTE_SCREEN_SLOT;

/** The page at the tab's own path (e.g. /home), signed in, with the slot in its remote area. */
export function renderTabFrame(key: RemoteKey): RenderedScreen {
  const remote = REMOTES.find((candidate) => candidate.key === key);
  if (!remote) throw new Error(`prerender: no remote ${key}`);
  provideLoadedRemoteRoutes(remote, { default: Slot });
  return renderShellScreen(remote.basePath);
}
