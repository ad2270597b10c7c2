// Shown on the signed-in screens while the device has no connection: what is on screen is what was
// last loaded, and a change asked for meanwhile is refused where it was made (a proof waits on the
// device instead; docs/adr/0017-actions-taken-offline.md).
// The live region is always there; the notice's own code loads once the first screen is done
// (start/after-first-screen.ts) or when the device goes offline, from the worker's precache. Without a
// worker and already offline it cannot load: then the notice is left out rather than the app failing.
import { lazy, Suspense, useSyncExternalStore, type ReactElement } from 'react';
import { onlineManager } from '@tanstack/react-query';

const OfflineNotice = lazy<() => ReactElement | null>(() => import(/* webpackChunkName: "offline-notice" */ './offline-notice').catch(() => ({ default: () => null })));

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function OfflineBanner(): ReactElement {
  // On the server (a prerendered page) the device is taken to be online: nothing is shown.
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
    </div>
  );
}
