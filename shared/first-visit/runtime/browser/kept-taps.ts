// The app's side of the page's tap keeper (runtime/inline-scripts/tap-keeper.ts): called once the controls
// a kept tap may land on answer. A page without the keeper (not prerendered) has nothing to release.
import { TAP_KEEPER_RELEASE_KEY } from '../../page-contract/page-marks';

export function releaseKeptTaps(win: Window = window): void {
  const release = (win as unknown as Record<string, unknown>)[TAP_KEEPER_RELEASE_KEY];
  if (typeof release !== 'function') return;
  win.performance.mark?.('momentum:taps-released');
  release();
}
