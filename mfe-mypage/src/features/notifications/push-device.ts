// This device's side of Web Push: the shell's service-worker registration, the server's key, the
// browser's push subscription. Every failure becomes a PushDeviceError whose `reason` picks the Korean
// message. Turning push on starts in the tap's handler: turn-on-in-tap.ts.

export type PushDeviceFailure = 'unsupported' | 'denied' | 'dismissed' | 'no-worker' | 'subscribe-failed';

export class PushDeviceError extends Error {
  constructor(
    readonly reason: PushDeviceFailure,
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'PushDeviceError';
  }
}

/**
 * How long to wait for the shell's service worker. `serviceWorker.ready` never settles when no worker
 * is registered (a development server, a browser that refused it), and the switch must not spin forever.
 */
const WORKER_READY_TIMEOUT_MS = 10_000;

/**
 * How long to wait for the push service when subscribing. `pushManager.subscribe` has no time limit of
 * its own: where the push service cannot be reached it may never settle, and the screen would say
 * '저장하는 중...' with every control disabled for good. Past the bound it counts as unreachable.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** `work`'s answer, or `failure` once `ms` have passed without one. */
async function within<T>(work: Promise<T>, ms: number, failure: PushDeviceFailure): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushDeviceError(failure)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** base64url (the server's VAPID key) → the bytes `applicationServerKey` takes. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What subscribing needs, fetched before the tap so that the tap itself waits for nothing. */
export interface PreparedDevice {
  registration: ServiceWorkerRegistration;
  applicationServerKey: Uint8Array<ArrayBuffer>;
  /** The subscription this device already holds, if any. */
  existing: PushSubscription | null;
}

/** The worker's registration, the server's key and the device's current subscription, together. */
export async function prepareDevice(registration: Promise<ServiceWorkerRegistration>, vapidPublicKey: Promise<string>): Promise<PreparedDevice> {
  const [ready, key] = await Promise.all([registration, vapidPublicKey]);
  return { registration: ready, applicationServerKey: base64UrlToBytes(key), existing: await ready.pushManager.getSubscription() };
}

/**
 * Subscribes at once, in the tap's handler (decisions.md, "Push"). A subscription for another key goes
 * first: it exists only where permission is granted, so subscribing after it needs no user activation.
 */
export function subscribeDevice(
  { registration, applicationServerKey, existing }: PreparedDevice,
  timeoutMs: number = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<DeviceSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey };
  const subscribing =
    existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)
      ? existing.unsubscribe().then(() => registration.pushManager.subscribe(options))
      : registration.pushManager.subscribe(options);
  return within(subscribing, timeoutMs, 'subscribe-failed').then(
    (subscription) => {
      const json = subscription.toJSON();
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushDeviceError('subscribe-failed', new Error('subscription without keys'));
      return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
    },
    (error: unknown) => {
      throw error instanceof PushDeviceError ? error : new PushDeviceError('subscribe-failed', error);
    },
  );
}

/** The worker's registration, or `no-worker` once WORKER_READY_TIMEOUT_MS have passed without one. */
export function workerRegistration(): Promise<ServiceWorkerRegistration> {
  // eslint-disable-next-line compat/compat -- only called after isPushSupported() found navigator.serviceWorker
  return within(navigator.serviceWorker.ready, WORKER_READY_TIMEOUT_MS, 'no-worker');
}

/** This device's push subscription, or null (no worker, no subscription, no push support). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await workerRegistration().catch(() => null);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i]);
}
