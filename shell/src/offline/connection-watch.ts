// React Query learns the connection only from 'online' and 'offline' events, and takes itself to be
// online until one comes. A page loaded offline has had none, and may never get its 'online' (Firefox,
// reconnecting): so the state starts from navigator.onLine and, while offline, is read again.
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
