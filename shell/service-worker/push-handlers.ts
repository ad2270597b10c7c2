// Web Push in the worker (docs/decisions.md "Push"): the API's Declarative Web Push message (its
// declarative-push.ts), which Safari 18.4+ shows by itself, or a message queued before in its plain form.
/// <reference lib="webworker" />
import { showAppBadge } from '@momentum/app-kit/app-badge';

export const DEFAULT_ICON = '/icons/icon-192.png';
/** What a push that cannot be read still shows: userVisibleOnly promises the browser a notification. */
export const FALLBACK_NOTIFICATION = { title: '모멘텀', body: '새 알림이 있어요.', url: '/home' } as const;

export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
  /** The unread count for the app's icon, when the push names one. */
  badge: number | undefined;
}

const DECLARATIVE_WEB_PUSH = 8030;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});

/** As WebKit reads `app_badge`: a whole number, or a string of digits. */
function badgeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

/** The notification's fields: a declarative message's `notification` (its tap target `navigate`), or the plain message. */
function notificationFields(payload: unknown): { fields: Fields; url: unknown; badge: number | undefined } {
  const message = fieldsOf(payload);
  if (message.web_push !== DECLARATIVE_WEB_PUSH) return { fields: message, url: message.url, badge: undefined };
  const fields = fieldsOf(message.notification);
  return { fields, url: fields.navigate, badge: badgeOf(fields.app_badge) };
}

// Only a path of this app: a push naming another origin (or `javascript:`) must not send the user elsewhere.
export function appUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK_NOTIFICATION.url;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.pathname + resolved.search + resolved.hash : FALLBACK_NOTIFICATION.url;
  } catch {
    return FALLBACK_NOTIFICATION.url;
  }
}

export function readPush(payload: unknown, origin: string): PushNotification {
  const { fields: message, url, badge } = notificationFields(payload);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const tag = typeof message.tag === 'string' && message.tag ? message.tag : undefined;
  return {
    title: text(message.title, FALLBACK_NOTIFICATION.title),
    options: {
      body: text(message.body, FALLBACK_NOTIFICATION.body),
      icon: appUrl(message.icon ?? DEFAULT_ICON, origin),
      badge: DEFAULT_ICON,
      lang: 'ko',
      tag,
      data: { url: appUrl(url, origin) },
    },
    badge,
  };
}

function parsePayload(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

async function appWindow(scope: ServiceWorkerGlobalScope): Promise<WindowClient | undefined> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.find((client) => client.focused) ?? windows[0];
}

async function openInApp(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const client = await appWindow(scope);
  if (client) {
    // Focus first: the tap's permission to bring a window forward only lasts while this event runs.
    const focused = (await client.focus().catch(() => null)) ?? client;
    if (focused.url === url) return;
    // navigate() works for windows this worker controls (clientsClaim); otherwise open a new one.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(url);
}

export function listenForPushes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options, badge } = readPush(parsePayload(event), scope.location.origin);
    const shown = scope.registration.showNotification(title, options);
    event.waitUntil(badge === undefined ? shown : Promise.all([shown, showAppBadge(scope.navigator, badge)]));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openInApp(scope, appUrl(data?.url, scope.location.origin)));
  });
}
