import { and, eq, inArray } from 'drizzle-orm';
import { AUTO_REMINDER_HOUR, DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type PushSubscriptionBody } from '@momentum/contracts';
import type { Db } from '../../db/database.js';
import { notificationSettings, pushSubscriptions } from '../../db/schema/index.js';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const subscriptionColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};
const toStored = (row: { id: string; endpoint: string; p256dh: string; auth: string }): StoredSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
});

export function createPushRepository(db: Db) {
  return {
    /** The endpoint is unique: whoever holds the browser gets its pushes, so a device may change hands here. */
    async saveSubscription(userId: string, body: PushSubscriptionBody): Promise<void> {
      const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
    },

    /** Only the caller's own: another user's endpoint is left alone. */
    async deleteSubscription(userId: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async deleteSubscriptionById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async subscriptionsOf(userIds: string[]): Promise<Array<StoredSubscription & { userId: string }>> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ ...subscriptionColumns, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
      return rows.map((row) => ({ ...toStored(row), userId: row.userId }));
    },

    async settingsOf(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({
          pushEnabled: notificationSettings.pushEnabled,
          reminderHour: notificationSettings.reminderHour,
          reminderAuto: notificationSettings.reminderAuto,
          knockPush: notificationSettings.knockPush,
          cheerPush: notificationSettings.cheerPush,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
      const { reminderAuto, ...settings } = row;
      return { ...settings, reminderHour: reminderAuto ? AUTO_REMINDER_HOUR : settings.reminderHour };
    },

    async saveSettings(userId: string, settings: NotificationSettings, now: Date): Promise<void> {
      const { reminderHour, ...switches } = settings;
      const auto = reminderHour === AUTO_REMINDER_HOUR;
      const values = { ...switches, reminderHour: auto ? null : reminderHour, reminderAuto: auto, updatedAt: now };
      await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    },
  };
}
