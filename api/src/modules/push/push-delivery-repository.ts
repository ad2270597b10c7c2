import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { wantsPush, type PushKind } from './push-kind.js';
import type { PushMessage } from './push-messages.js';
import { createPushRepository, type StoredSubscription } from './push-repository.js';

/**
 * How long a claim is its replica's: a send is cut off at 10 s (push-sender.ts), with room for a slow
 * database and replicas' clocks apart; a dead replica's push still comes within a minute or so.
 */
export const PUSH_DELIVERY_LEASE_MS = 60_000;

/**
 * The wait before the next try after a transient failure (5xx, 429, no answer), one entry per failed
 * try; after the last entry's try fails too the push is given up: a knock hours late is no knock.
 */
export const PUSH_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_DELAYS_MS.length + 1;

/** One claim of one delivery: which, and which claim (the row's attempts when it was claimed). */
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
    /**
     * Queues `message` for every device of the user, if their settings want `kind`. Pass the action's
     * transaction handle: the push exists exactly when the knock or cheer does.
     */
    async enqueue(userId: string, kind: PushKind, message: PushMessage, now: Date): Promise<number> {
      const push = createPushRepository(db);
      if (!wantsPush(await push.settingsOf(userId), kind)) return 0;
      const devices = await push.subscriptionsOf([userId]);
      if (devices.length === 0) return 0;
      await db
        .insert(pushDeliveries)
        .values(devices.map((device) => ({ userId, subscriptionId: device.id, message, dueAt: now, createdAt: now })));
      return devices.length;
    },

    /**
     * Claims up to `limit` due deliveries (new, retry time reached, or a lease run out) in one statement:
     * locked SKIP LOCKED, attempts + 1 and due again only at the lease's end, so no other replica takes
     * them meanwhile.
     */
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

    /** Done with (sent, refused, given up): deleted, only while the claim is still current. */
    async finish(claim: Pick<DeliveryClaim, 'id' | 'attempt'>): Promise<boolean> {
      const rows = await db.delete(pushDeliveries).where(thisClaim(claim)).returning({ id: pushDeliveries.id });
      return rows.length > 0;
    },

    /** A transient failure: due again at `at`, only while the claim is still current. */
    async retryAt(claim: Pick<DeliveryClaim, 'id' | 'attempt'>, at: Date): Promise<boolean> {
      const rows = await db.update(pushDeliveries).set({ dueAt: at }).where(thisClaim(claim)).returning({ id: pushDeliveries.id });
      return rows.length > 0;
    },
  };
}
