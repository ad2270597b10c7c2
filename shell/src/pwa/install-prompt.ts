// Chromium fires `beforeinstallprompt` when the app can be installed. This listener is all of the
// install offer that the first screen carries (its JS is at its budget): it keeps the event from the
// browser's own prompt and, after the page's load and idle, loads the offer (install-offer.ts) only
// when there is something to offer. It listens from the start: the event may come before idle.
import { whenLoadedAndIdle } from './update-offer';

export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    // A failed load (offline, a release gone) only means no offer this time.
    whenLoadedAndIdle(() => void import(/* webpackChunkName: "install-offer" */ './install-offer').then((module) => module.offerInstall(event as never), () => {}));
  });
}
