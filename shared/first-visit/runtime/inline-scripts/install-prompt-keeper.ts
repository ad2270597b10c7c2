// Keeps Chromium's `beforeinstallprompt` on `window` until the shell's listener takes it: on a visit the
// service worker serves it can fire before the app's code runs, and an uncaught one is lost to the
// browser's own mini-infobar. Every shell page carries its text (index.ts) in its <head> (build/html-page.ts).
import { INSTALL_PROMPT_KEY } from '../page-marks';

export default function installPromptKeeper(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as unknown as Record<string, Event>)[INSTALL_PROMPT_KEY] = event;
  });
}
