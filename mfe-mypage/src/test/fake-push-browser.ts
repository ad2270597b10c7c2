// A stand-in for the browser's push parts in jsdom (which has none): Notification, serviceWorker.ready
// and its pushManager, asking for a tap as WebKit does: prompting needs the tap's activation, and the
// first prompt uses it up. Stricter than WebKit (5 s): here it lasts only while the tap's handlers run.
import { vi } from 'vitest';

export interface FakePushBrowser {
  /** Notification.permission: what was decided before (default: nothing yet). */
  current: NotificationPermission;
  /** What the person answers when the browser asks. */
  permission: NotificationPermission;
  /** What `pushManager.subscribe` does: succeed, or fail as headless Chromium without a push service does. */
  subscribeFails: boolean;
  /** `pushManager.subscribe` never settles, as where the push service cannot be reached at all. */
  subscribeHangs: boolean;
  subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } | null;
  subscribe: ReturnType<typeof vi.fn>;
  getSubscription: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  /** Prompts refused because no tap was being handled (WebKit: 'can only be done from a user gesture'). */
  promptsWithoutTap: number;
}

export const FAKE_KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

let removeTapListener = () => {};

export function installFakePushBrowser(): FakePushBrowser {
  const fake: FakePushBrowser = {
    current: 'default',
    permission: 'granted',
    subscribeFails: false,
    subscribeHangs: false,
    subscription: null,
    subscribe: vi.fn(),
    getSubscription: vi.fn(async () => fake.subscription),
    requestPermission: vi.fn(),
    promptsWithoutTap: 0,
  };
  // A tap's activation, from its first listener until the handlers have run.
  let activation = false;
  const onTap = () => {
    activation = true;
    queueMicrotask(() => (activation = false));
  };
  window.addEventListener('click', onTap, true);
  removeTapListener = () => window.removeEventListener('click', onTap, true);
  const consumeActivation = () => {
    const had = activation;
    activation = false;
    if (!had) fake.promptsWithoutTap += 1;
    return had;
  };
  /** The browser's prompt: the person's answer becomes the decision, unless they only closed it. */
  const prompt = () => {
    if (fake.permission !== 'default') fake.current = fake.permission;
    return fake.permission;
  };
  const makeSubscription = (endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: null },
    unsubscribe: vi.fn(async () => {
      fake.subscription = null;
      return true;
    }),
    toJSON: () => ({ endpoint, keys: FAKE_KEYS }),
  });
  // WebKit's Notification.requestPermission: without the tap's activation, 'denied' and no prompt.
  fake.requestPermission.mockImplementation(async () => (consumeActivation() ? prompt() : 'denied'));
  // WebKit's pushManager.subscribe: prompts (with the tap's activation) only while nothing is decided.
  fake.subscribe.mockImplementation(async () => {
    if (fake.current === 'default') {
      if (!consumeActivation()) throw new DOMException('Push notification prompting can only be done from a user gesture.', 'NotAllowedError');
      prompt();
    }
    if (fake.current !== 'granted') throw new DOMException('User denied push permission', 'NotAllowedError');
    if (fake.subscribeHangs) return new Promise(() => {});
    if (fake.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
    const subscription = makeSubscription('https://push.example/device-1');
    fake.subscription = subscription;
    return subscription;
  });
  const pushManager = { subscribe: fake.subscribe, getSubscription: fake.getSubscription };
  vi.stubGlobal('Notification', {
    requestPermission: fake.requestPermission,
    get permission() {
      return fake.current;
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return fake;
}

/** A browser without Web Push (no PushManager, as in an iPhone's Safari outside a home-screen app). */
export function removePushSupport() {
  removeTapListener();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
