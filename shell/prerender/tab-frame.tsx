// The shell's frame of a tab's page, rendered at build time, signed in (ADR 0009): the tree the browser
// hydrates, so the slot for the remote's prerendered screen sits inside the remote area's Suspense
// boundary exactly where the remote's markup will be.
import '@momentum/app-kit/prerender/signed-in-storage';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import type { RemoteKey } from '@momentum/app-kit/runtime-config';
import { provideLoadedRemoteRoutes } from '../src/remotes/remote-loader';
import type { RenderedScreen } from '@momentum/first-visit/build';
import { renderShellScreen } from './login-screen';
import { REMOTE_SCREEN_SLOT } from '@momentum/first-visit/build/remote-screen-slot';

const Slot = () => REMOTE_SCREEN_SLOT;

/** The page at the tab's own path (e.g. /home), signed in, with the slot in its remote area. */
export function renderTabFrame(key: RemoteKey): RenderedScreen {
  const remote = REMOTES.find((candidate) => candidate.key === key);
  if (!remote) throw new Error(`prerender: no remote ${key}`);
  provideLoadedRemoteRoutes(remote, { default: Slot });
  return renderShellScreen(remote.basePath);
}
