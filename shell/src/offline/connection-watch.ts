// React Query learns the connection only from 'online' and 'offline' events. A page that was loaded
// offline may never get its 'online' (Firefox, reconnecting), and would then refuse every change
// while connected. So while it takes itself to be offline it also reads navigator.onLine now and then.
import { onlineManager } from '@tanstack/react-query';

export const RECHECK_MS = 3_000;

type Manager = Pick<typeof onlineManager, 'setEventListener' | 'isOnline'>;

export function watchConnection(manager: Manager = onlineManager, nav: Pick<Navigator, 'onLine'> = navigator, target: Window = window): void {
  manager.setEventListener((setOnline) => {
    const sync = () => setOnline(nav.onLine);
    const recheck = setInterval(() => {
      if (!manager.isOnline() && nav.onLine) setOnline(true);
    }, RECHECK_MS);
    target.addEventListener('online', sync);
    target.addEventListener('offline', sync);
    return () => {
      clearInterval(recheck);
      target.removeEventListener('online', sync);
      target.removeEventListener('offline', sync);
    };
  });
}
