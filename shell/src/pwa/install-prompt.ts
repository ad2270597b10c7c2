// Chromium fires `beforeinstallprompt` when the app can be installed. This listener is all of the
// install offer that the first screen carries (its JS is at its budget): it keeps the event from the
// browser's own prompt and, after the page's load and idle, loads the offer (install-offer.ts) only
// when there is something to offer. It listens from the start: the event may come before idle. One
// that came before the app's code ran was kept by the page's own script (INSTALL_PROMPT_KEEPER).
import { INSTALL_PROMPT_KEY } from '@momentum/first-visit/runtime/inline-scripts';
import { whenLoadedAndIdle } from './update-offer';

export function listenForInstallPrompt(target: Window = window): void {
  const offer = (event: Event) =>
    // A failed load (offline, a release gone) only means no offer this time.
    whenLoadedAndIdle(() => void import(/* webpackChunkName: "install-offer" */ './install-offer').then((module) => module.offerInstall(event as never), () => {}));
  const kept = (target as unknown as Record<string, Event | undefined>)[INSTALL_PROMPT_KEY];
  if (kept) offer(kept);
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer(event);
  });
}
