// The app's side of the page's tap keeper (runtime/inline-scripts/tap-keeper.ts): called once the controls
// a kept tap may land on answer. A page without the keeper (not prerendered) has nothing to release.
import { TAP_KEEPER_RELEASE_KEY, TAP_KEEPER_WAITING_KEY } from '../../page-contract/page-marks';
import { markStartup } from './startup-marks';

export function releaseKeptTaps(win: Window = window): void {
  const release = (win as unknown as Record<string, unknown>)[TAP_KEEPER_RELEASE_KEY];
  if (typeof release !== 'function') return;
  markStartup('taps-released');
  release();
}

/** A tap on the page waits for the app: a screen's code may start what that tap will need now. */
export function tapWaiting(win: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  const waiting = (win as unknown as Record<string, unknown> | undefined)?.[TAP_KEEPER_WAITING_KEY];
  return typeof waiting === 'function' && waiting() === true;
}
