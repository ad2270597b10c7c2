import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePushSubscription,
  saveNotificationSettings,
  savePushSubscription,
  type NotificationSettings,
} from '@momentum/api-client/push';
import { pushQueries } from '@momentum/api-client/push/queries';
import { describeFailure } from '../notification-messages';
import { deviceSubscription, requestPushPermission, subscribeDevice } from '../push-device';

/**
 * One change of the screen. Turning push on or off also changes this device's subscription; every
 * change ends with PUT /api/push/settings carrying the whole settings object.
 */
export type SettingsChange =
  | { kind: 'push-on'; next: NotificationSettings }
  | { kind: 'push-off'; next: NotificationSettings }
  | { kind: 'settings'; next: NotificationSettings };

export function useNotificationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery(pushQueries.settings());

  const save = useMutation({
    mutationFn: async (change: SettingsChange) => {
      if (change.kind === 'push-on') {
        await requestPushPermission();
        const publicKey = await queryClient.fetchQuery(pushQueries.vapidPublicKey());
        await savePushSubscription(await subscribeDevice(publicKey));
      } else if (change.kind === 'push-off') {
        // The server forgets this device first: if that call fails the user retries, and the device
        // still holds the subscription whose endpoint the retry needs.
        const subscription = await deviceSubscription();
        if (subscription) {
          await deletePushSubscription(subscription.endpoint);
          await subscription.unsubscribe();
        }
      }
      return saveNotificationSettings(change.next);
    },
    onSuccess: (stored) => queryClient.setQueryData(pushQueries.settings().queryKey, stored),
  });

  // While a change is saving, the controls show it (and are disabled); a failure falls back to the
  // stored values.
  const shown = save.isPending ? save.variables.next : settings.data;
  return {
    settings,
    shown,
    saving: save.isPending,
    failure: save.isError ? describeFailure(save.error) : null,
    change: (change: SettingsChange) => save.mutate(change),
    retry: () => {
      if (save.variables) save.mutate(save.variables);
    },
  };
}
