// React Query takes itself to be online until an 'offline' event, which a page loaded offline never had, and
// may never get its 'online' (Firefox, reconnecting): so start from navigator.onLine and re-read it offline.
import { onlineManager } from '@tanstack/react-query';

export const RECHECK_MS = 3_000;

export function watchConnection(
  manager: Pick<typeof onlineManager, 'setEventListener'> = onlineManager,
  nav: Pick<Navigator, 'onLine'> = navigator,
  target: Window = window,
): void {
  manager.setEventListener((setOnline) => {
    let recheck: ReturnType<typeof setInterval> | undefined;
    const sync = () => {
      setOnline(nav.onLine);
      if (nav.onLine) {
        clearInterval(recheck);
        recheck = undefined;
      } else {
        recheck ??= setInterval(sync, RECHECK_MS);
      }
    };
    sync();
    target.addEventListener('online', sync);
    target.addEventListener('offline', sync);
    return () => {
      clearInterval(recheck);
      target.removeEventListener('online', sync);
      target.removeEventListener('offline', sync);
    };
  });
}
