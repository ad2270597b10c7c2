// Named by rspack.config.ts. The slot goes through the shell's own remote loader, so the remote's screen
// lands exactly where it will hydrate (ADR 0009).
import { REMOTES } from '@momentum/app-kit/remote-contract';
import type { RemoteKey } from '@momentum/app-kit/runtime-config';
import { REMOTE_SCREEN_SLOT, type RenderedScreen } from '@momentum/first-visit/prerender';
import { provideLoadedRemoteRoutes } from '../src/remotes/remote-loader';
import { renderShellScreen } from './login-screen';

const Slot = () => REMOTE_SCREEN_SLOT;

export function renderTabFrame(key: RemoteKey): RenderedScreen {
  const remote = REMOTES.find((candidate) => candidate.key === key);
  if (!remote) throw new Error(`prerender: no remote ${key}`);
  provideLoadedRemoteRoutes(remote, { default: Slot });
  return renderShellScreen(remote.basePath);
}
