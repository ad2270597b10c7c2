import type { NotificationSettings, PushSubscriptionBody } from '@momentum/contracts';
import { callRoute } from '@momentum/api-client/client';
import { pushEndpoints } from '@momentum/contracts/endpoints';

export type { NotificationSettings, PushSubscriptionBody };

export async function getVapidPublicKey(): Promise<string> {
  return (await callRoute(pushEndpoints.vapidPublicKey)).publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionBody) {
  return callRoute(pushEndpoints.subscribe, { body: subscription });
}

export function deletePushSubscription(endpoint: string) {
  return callRoute(pushEndpoints.unsubscribe, { body: { endpoint } });
}

export function getNotificationSettings() {
  return callRoute(pushEndpoints.getSettings);
}

export function saveNotificationSettings(settings: NotificationSettings) {
  return callRoute(pushEndpoints.putSettings, { body: settings });
}
