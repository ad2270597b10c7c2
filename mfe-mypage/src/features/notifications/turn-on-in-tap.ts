// Turning push on, started in the tap's own handler. WebKit lets a page prompt for notifications only
// within the tap's transient activation (5 s, used up by the first prompt), and a slow network or a
// worker still starting takes longer: so all that is slow is fetched before the tap (prepareDevice).
import {
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PushDeviceError,
  isPushSupported,
  subscribeDevice,
  type DeviceSubscription,
  type PreparedDevice,
} from './push-device';

/**
 * Call it from the tap's handler with no await before it: granted, it subscribes now; undecided, it asks
 * permission now (the activation is used up) and subscribes once granted; denied, it asks nothing.
 */
export function turnOnPushInTap(
  prepared: PreparedDevice | undefined,
  prepare: () => Promise<PreparedDevice>,
  timeoutMs: number = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<DeviceSubscription> {
  if (!isPushSupported()) return Promise.reject(new PushDeviceError('unsupported'));
  // eslint-disable-next-line no-restricted-properties -- isPushSupported() just found Notification
  if (Notification.permission === 'denied') return Promise.reject(new PushDeviceError('denied'));
  // eslint-disable-next-line no-restricted-properties -- isPushSupported() just found Notification
  const asking = Notification.permission === 'granted' ? null : Notification.requestPermission();
  if (!asking && prepared) return subscribeDevice(prepared, timeoutMs);
  const preparing = prepared ? Promise.resolve(prepared) : prepare();
  // Settled by the chain below, or not needed when the permission is refused: never an unhandled rejection.
  preparing.catch(() => {});
  return (async () => {
    const answer = await asking;
    if (answer === 'denied') throw new PushDeviceError('denied');
    if (answer && answer !== 'granted') throw new PushDeviceError('dismissed');
    return subscribeDevice(await preparing, timeoutMs);
  })();
}
