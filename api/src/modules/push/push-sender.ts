// Web Push (VAPID-signed, aes128gcm-encrypted by `web-push`) to one device or all of a user's; a 404/410
// means the subscription is gone, so it is deleted.
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { VapidConfig } from '../../config/env.js';
import type { Db } from '../../db/database.js';
import { declarativePush } from './declarative-push.js';
import type { PushMessage } from './push-messages.js';
import { wantsPush, type PushKind } from './push-kind.js';
import { createPushRepository, type StoredSubscription } from './push-repository.js';
import { pushTopicOf } from './push-topic.js';

/** `retry`: 5xx, 429, timeout or no connection, which may go through later; `refused`: what a repeat would get again. */
export type DeliveryOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

export interface PushResult {
  delivered: number;
  removed: number;
  failed: number;
}

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushSenderDeps {
  db: Db;
  vapid: VapidConfig;
  /** Where a tap opens the app: a declarative push names an absolute URL. */
  appOrigin: string;
  log: FastifyBaseLogger;
}

export function createPushSender({ db, vapid, appOrigin, log }: PushSenderDeps) {
  const push = createPushRepository(db);

  // Sent with fetch: web-push's own transport is https only, and a local development push service is http.
  async function deliver(subscription: StoredSubscription, message: PushMessage): Promise<DeliveryOutcome> {
    try {
      const details = webpush.generateRequestDetails(subscription, JSON.stringify(declarativePush(message, appOrigin)), {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        topic: pushTopicOf(message.tag),
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]),
      );
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return 'delivered';
      if (response.status === 404 || response.status === 410) {
        await push.deleteSubscriptionById(subscription.id);
        log.info({ status: response.status }, 'push subscription gone: deleted');
        return 'gone';
      }
      const transient = response.status === 429 || response.status >= 500;
      log.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'push not accepted');
      return transient ? 'retry' : 'refused';
    } catch (err) {
      log.warn({ err, host: new URL(subscription.endpoint).host }, 'push failed');
      return 'retry';
    }
  }

  return {
    deliver,

    async send(userId: string, kind: PushKind, message: PushMessage): Promise<PushResult> {
      const result: PushResult = { delivered: 0, removed: 0, failed: 0 };
      if (!wantsPush(await push.settingsOf(userId), kind)) return result;
      const subscriptions = await push.subscriptionsOf([userId]);
      const outcomes = await Promise.all(subscriptions.map((subscription) => deliver(subscription, message)));
      for (const outcome of outcomes) {
        if (outcome === 'delivered') result.delivered += 1;
        else if (outcome === 'gone') result.removed += 1;
        else result.failed += 1;
      }
      return result;
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
