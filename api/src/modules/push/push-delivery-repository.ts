import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { createNotificationsRepository } from '../notifications/notifications-repository.js';
import { wantsPush, type PushKind } from './push-kind.js';
import type { PushMessage } from './push-messages.js';
import { createPushRepository, type StoredSubscription } from './push-repository.js';

// A send is cut off at 10 s (push-sender.ts); the rest is room for a slow database and skewed clocks.
export const PUSH_DELIVERY_LEASE_MS = 60_000;

// After transient failures (5xx, 429, no answer); then given up: a knock hours late is no knock.
export const PUSH_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_DELAYS_MS.length + 1;

export interface DeliveryClaim {
  id: string;
  attempt: number;
  message: PushMessage;
  /** Null when the device was unsubscribed or changed hands since: nothing to send. */
  subscription: StoredSubscription | null;
}

const thisClaim = (claim: Pick<DeliveryClaim, 'id' | 'attempt'>) =>
  and(eq(pushDeliveries.id, claim.id), eq(pushDeliveries.attempts, claim.attempt));

export function createPushDeliveryRepository(db: Db) {
  return {
    /** Pass the action's transaction: the push exists exactly when the knock or cheer does. */
    async enqueue(userId: string, kind: PushKind, message: PushMessage, now: Date): Promise<number> {
      const push = createPushRepository(db);
      if (!wantsPush(await push.settingsOf(userId), kind)) return 0;
      const devices = await push.subscriptionsOf([userId]);
      if (devices.length === 0) return 0;
      // In the action's transaction, after its notification: the icon's badge counts it.
      const badged = { ...message, appBadge: await createNotificationsRepository(db).unreadCount(userId) };
      await db
        .insert(pushDeliveries)
        .values(devices.map((device) => ({ userId, subscriptionId: device.id, message: badged, dueAt: now, createdAt: now })));
      return devices.length;
    },

    /** Due again only at the lease's end, so no other replica takes the claimed rows meanwhile. */
    async claim(limit: number, now: Date): Promise<DeliveryClaim[]> {
      const due = db
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(lte(pushDeliveries.dueAt, now))
        .orderBy(asc(pushDeliveries.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(pushDeliveries)
        .set({ attempts: sql`${pushDeliveries.attempts} + 1`, dueAt: new Date(now.getTime() + PUSH_DELIVERY_LEASE_MS) })
        .where(inArray(pushDeliveries.id, due))
        .returning({
          id: pushDeliveries.id,
          attempt: pushDeliveries.attempts,
          userId: pushDeliveries.userId,
          subscriptionId: pushDeliveries.subscriptionId,
          message: pushDeliveries.message,
        });
      if (claimed.length === 0) return [];
      const devices = await db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, claimed.map((row) => row.subscriptionId)));
      return claimed.map(({ id, attempt, userId, subscriptionId, message }) => {
        const device = devices.find((d) => d.id === subscriptionId && d.userId === userId);
        const subscription = device ? { id: device.id, endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } } : null;
        return { id, attempt, message, subscription };
      });
    },

    async finish(claim: Pick<DeliveryClaim, 'id' | 'attempt'>): Promise<boolean> {
      const rows = await db.delete(pushDeliveries).where(thisClaim(claim)).returning({ id: pushDeliveries.id });
      return rows.length > 0;
    },

    async retryAt(claim: Pick<DeliveryClaim, 'id' | 'attempt'>, at: Date): Promise<boolean> {
      const rows = await db.update(pushDeliveries).set({ dueAt: at }).where(thisClaim(claim)).returning({ id: pushDeliveries.id });
      return rows.length > 0;
    },
  };
}
