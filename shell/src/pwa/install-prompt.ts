// Chromium's `beforeinstallprompt` may fire before idle (INSTALL_PROMPT_KEEPER kept an earlier one). The offer
// shows after a signed-in first tap or key (product-spec §10): rising on its own it would be the LCP.
import { INSTALL_PROMPT_KEY } from '@momentum/first-visit/browser';
import { readStoredToken } from '@momentum/app-kit/stored-token';
import { isIosOutsideInstalledApp } from '@momentum/app-kit/home-screen-app';
import { whenLoadedAndIdle } from './update-offer';

export function listenForInstallPrompt(
  target: Window = window,
  signedIn = () => readStoredToken() !== null,
  addedByHand = () => isIosOutsideInstalledApp(),
): void {
  let event = (target as unknown as Record<string, Event | undefined>)[INSTALL_PROMPT_KEY];
  let engaged = false;
  let byHand: boolean | undefined;
  const offer = () => {
    if (!engaged || !signedIn() || !(event || (byHand ??= addedByHand()))) return;
    const kept = event ?? null;
    event = undefined;
    byHand = false;
    // A failed load (offline, a release gone) only means no offer this time.
    whenLoadedAndIdle(() => void import(/* webpackChunkName: "install-offer" */ './install-offer').then((module) => module.offerInstall(kept as never), () => {}));
  };
  const engage = () => {
    engaged = true;
    offer();
  };
  target.addEventListener('pointerdown', engage, true);
  target.addEventListener('keydown', engage, true);
  target.addEventListener('beforeinstallprompt', (fired) => {
    fired.preventDefault();
    event = fired;
    offer();
  });
}
