import { useState } from 'react';
import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isIosDevice, isIosOutsideInstalledApp } from '@momentum/app-kit/home-screen-app';
import {
  deletePushSubscription,
  saveNotificationSettings,
  savePushSubscription,
  type NotificationSettings,
} from '@momentum/api-client/push';
import { pushQueries } from '@momentum/api-client/push/queries';
import { describeFailure } from '../notification-messages';
import { deviceSubscription, type DeviceSubscription } from '../push-device';
import { usePushDevice } from './use-push-device';

/**
 * One change of the screen. Turning push on or off also changes this device's subscription; every
 * change ends with PUT /api/push/settings carrying the whole settings object.
 */
export type SettingsChange =
  | { kind: 'push-on'; next: NotificationSettings }
  | { kind: 'push-off'; next: NotificationSettings }
  | { kind: 'settings'; next: NotificationSettings };

/** A change as saved: turning push on carries the device's subscribing, already started in the tap. */
type SavedChange = SettingsChange & { subscribing?: Promise<DeviceSubscription> };

export function useNotificationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery(pushQueries.settings());
  // Read once: neither changes while the page lives.
  const [ios] = useState(() => isIosDevice(navigator));
  const [pushNeedsHomeScreen] = useState(() => isIosOutsideInstalledApp());
  const device = usePushDevice(!pushNeedsHomeScreen);

  const save = useMutation({
    mutationFn: async (change: SavedChange) => {
      if (change.kind === 'push-on') {
        if (!change.subscribing) throw new Error('turning push on starts in the tap');
        await savePushSubscription(await change.subscribing);
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

  /**
   * Called from the tap's handler. The browser is asked right here, before the mutation's own awaits;
   * offline nothing is asked, and the app's QueryClient refuses the change (ADR 0017).
   */
  const change = ({ kind, next }: SettingsChange) => {
    if (kind !== 'push-on' || !onlineManager.isOnline()) return save.mutate({ kind, next });
    const subscribing = device.turnOn();
    // Awaited by the mutation; this keeps a rejection the mutation never reached from going unhandled.
    subscribing.catch(() => {});
    save.mutate({ kind, next, subscribing });
  };

  // While a change is saving, the controls show it (and are disabled); a failure falls back to the
  // stored values.
  const shown = save.isPending ? save.variables.next : settings.data;
  return {
    settings,
    shown,
    saving: save.isPending,
    failure: save.isError ? describeFailure(save.error, ios) : null,
    pushNeedsHomeScreen,
    change,
    // '다시 시도' is a tap too: a turn-on asks the browser again from it.
    retry: () => {
      if (save.variables) change(save.variables);
    },
  };
}
