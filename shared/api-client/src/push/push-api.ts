// Push calls: the VAPID key, this device's subscription, the notification settings ('알림 설정').
// Paths, bodies and answers come from the contracts.
import type { NotificationSettings, PushSubscriptionBody } from '@momentum/contracts';
import { callRoute } from '@momentum/api-client/client';
import { pushEndpoints } from '@momentum/contracts/endpoints';

export type { NotificationSettings, PushSubscriptionBody };

/** The server's VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
export async function getVapidPublicKey(): Promise<string> {
  return (await callRoute(pushEndpoints.vapidPublicKey)).publicKey;
}

/** Saves this device's subscription (`PushSubscription.toJSON()`); one row per endpoint. */
export function savePushSubscription(subscription: PushSubscriptionBody) {
  return callRoute(pushEndpoints.subscribe, { body: subscription });
}

/** Forgets this device's subscription (only the caller's; an unknown endpoint changes nothing). */
export function deletePushSubscription(endpoint: string) {
  return callRoute(pushEndpoints.unsubscribe, { body: { endpoint } });
}

/** The caller's settings; the server answers its defaults when none were saved. */
export function getNotificationSettings() {
  return callRoute(pushEndpoints.getSettings);
}

/** Saves the whole settings object and answers what was stored. */
export function saveNotificationSettings(settings: NotificationSettings) {
  return callRoute(pushEndpoints.putSettings, { body: settings });
}
