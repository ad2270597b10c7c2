// Offline (ADR 0017). The live region is always there; the notice's code loads from the worker's precache,
// so without a worker and already offline it is left out, not a failure.
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
