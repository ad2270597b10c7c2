// Chromium fires `beforeinstallprompt` when the app can be installed. This listener is all of the
// install offer that the first screen carries (its JS is at its budget): it keeps the event from the
// browser's own prompt and loads the offer (install-offer.ts) only when there is something to offer.
// It listens from the start: the event may come before idle. One that came before the app's code ran
// was kept by the page's own script (INSTALL_PROMPT_KEEPER). Safari on an iPhone or iPad never fires
// it: there, outside the installed app, the offer is the steps to add the app by hand (null event).
//
// The offer waits for a signed-in person's first tap or key on the page (docs/product-spec.md §10):
// a bar that rises while someone is still taking in the first screen interrupts them, and it became
// that screen's largest paint (Lighthouse: /home LCP 2.82 s, score 95; /login showed it too, with no
// tab bar to sit above). Chromium itself once asked for a tap before it offered installation.
import { INSTALL_PROMPT_KEY } from '@momentum/first-visit/runtime/inline-scripts';
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
