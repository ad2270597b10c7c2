// On a visit the service worker serves, `beforeinstallprompt` can fire before the app's code; uncaught, it is lost
// to the browser's mini-infobar. So every shell page's <head> keeps it on window for the shell's listener.
import { INSTALL_PROMPT_KEY } from '../../page-contract/page-marks';

export default function installPromptKeeper(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as unknown as Record<string, Event>)[INSTALL_PROMPT_KEY] = event;
  });
}
