// A stand-in for the browser's push parts in jsdom (which has none): Notification.requestPermission,
// navigator.serviceWorker.ready and its pushManager. Each test says what the "browser" answers.
import { vi } from 'vitest';

export interface FakePushBrowser {
  permission: NotificationPermission;
  /** What `pushManager.subscribe` does: succeed, or fail as headless Chromium without a push service does. */
  subscribeFails: boolean;
  /** `pushManager.subscribe` never settles, as where the push service cannot be reached at all. */
  subscribeHangs: boolean;
  subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } | null;
  subscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
}

export const FAKE_KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

export function installFakePushBrowser(): FakePushBrowser {
  const fake: FakePushBrowser = {
    permission: 'granted',
    subscribeFails: false,
    subscribeHangs: false,
    subscription: null,
    subscribe: vi.fn(),
    requestPermission: vi.fn(),
  };
  const makeSubscription = (endpoint: string) => {
    const subscription = {
      endpoint,
      options: { applicationServerKey: null },
      unsubscribe: vi.fn(async () => {
        fake.subscription = null;
        return true;
      }),
      toJSON: () => ({ endpoint, keys: FAKE_KEYS }),
    };
    return subscription;
  };
  fake.requestPermission.mockImplementation(async () => fake.permission);
  fake.subscribe.mockImplementation(async () => {
    if (fake.subscribeHangs) return new Promise(() => {});
    if (fake.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
    const subscription = makeSubscription('https://push.example/device-1');
    fake.subscription = subscription;
    return subscription;
  });
  const pushManager = { subscribe: fake.subscribe, getSubscription: vi.fn(async () => fake.subscription) };
  vi.stubGlobal('Notification', { requestPermission: fake.requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return fake;
}

/** A browser without Web Push (no PushManager, as in an iPhone's Safari outside a home-screen app). */
export function removePushSupport() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
