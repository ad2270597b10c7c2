import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pushQueries } from '@momentum/api-client/push/queries';
import { isPushSupported, prepareDevice, workerRegistration, type DeviceSubscription, type PreparedDevice } from '../push-device';
import { turnOnPushInTap } from '../turn-on-in-tap';

/**
 * This device made ready to subscribe while the screen is open (the shell's worker, the server's key,
 * the current subscription), so that a tap on '푸시 알림' calls the browser at once (turn-on-in-tap.ts).
 * `turnOn` must be called from the tap's handler.
 */
export function usePushDevice(enabled: boolean): { turnOn: () => Promise<DeviceSubscription> } {
  const queryClient = useQueryClient();
  const prepared = useRef<PreparedDevice | undefined>(undefined);
  const vapidPublicKey = useCallback(() => queryClient.fetchQuery(pushQueries.vapidPublicKey()), [queryClient]);

  useEffect(() => {
    if (!enabled || !isPushSupported()) return;
    let live = true;
    // No bound here: a worker registered late (a first visit registers it once the screen is idle) is
    // still found; the tap bounds its own wait. A failure only means the tap prepares again.
    // eslint-disable-next-line compat/compat -- isPushSupported() just found navigator.serviceWorker
    prepareDevice(navigator.serviceWorker.ready, vapidPublicKey()).then(
      (device) => {
        if (live) prepared.current = device;
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, vapidPublicKey]);

  const turnOn = useCallback(
    () => turnOnPushInTap(prepared.current, () => prepareDevice(workerRegistration(), vapidPublicKey())),
    [vapidPublicKey],
  );
  return { turnOn };
}
