// Sends Web Push messages (VAPID-signed, aes128gcm-encrypted by the `web-push` package) to every
// device of a user whose settings allow that kind. A 404/410 from the push service means the
// subscription is gone: it is deleted. Any other failure is logged; it never fails the caller.
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { VapidConfig } from '../../config/env.js';
import type { Db } from '../../db/database.js';
import type { PushMessage } from './push-messages.js';
import { createPushRepository, type StoredSubscription } from './push-repository.js';
import { pushTopicOf } from './push-topic.js';

/** knock/cheer follow their own switch; a reminder is asked for by its hour (the scheduler checks it). */
export type PushKind = 'knock' | 'cheer' | 'reminder';

export interface PushResult {
  /** Devices the push service accepted it for. */
  delivered: number;
  /** Subscriptions deleted because the push service answered 404 or 410. */
  removed: number;
  failed: number;
}

/** How long the push service may keep an undelivered message (a phone that is off): one day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushSenderDeps {
  db: Db;
  vapid: VapidConfig;
  log: FastifyBaseLogger;
}

export function createPushSender({ db, vapid, log }: PushSenderDeps) {
  const push = createPushRepository(db);
  const inFlight = new Set<Promise<unknown>>();

  /**
   * web-push builds the request (encryption, VAPID headers); we send it with fetch, which speaks http
   * too: web-push's own transport is https only, and a development push service on localhost is http.
   */
  async function deliver(subscription: StoredSubscription, message: PushMessage): Promise<'delivered' | 'gone' | 'failed'> {
    try {
      const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
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
      log.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'push not accepted');
      return 'failed';
    } catch (err) {
      log.warn({ err, host: new URL(subscription.endpoint).host }, 'push failed');
      return 'failed';
    }
  }

  async function wants(userId: string, kind: PushKind): Promise<boolean> {
    const settings = await push.settingsOf(userId);
    if (!settings.pushEnabled) return false;
    if (kind === 'knock') return settings.knockPush;
    if (kind === 'cheer') return settings.cheerPush;
    return settings.reminderHour !== null;
  }

  const sender = {
    /** Sends `message` to every device of the user, if their settings want `kind`. Never throws for a device. */
    async send(userId: string, kind: PushKind, message: PushMessage): Promise<PushResult> {
      const result: PushResult = { delivered: 0, removed: 0, failed: 0 };
      if (!(await wants(userId, kind))) return result;
      const subscriptions = await push.subscriptionsOf([userId]);
      const outcomes = await Promise.all(subscriptions.map((subscription) => deliver(subscription, message)));
      for (const outcome of outcomes) {
        if (outcome === 'delivered') result.delivered += 1;
        else if (outcome === 'gone') result.removed += 1;
        else result.failed += 1;
      }
      return result;
    },

    /**
     * After a knock or cheer is committed: the answer does not wait for push services. Errors are
     * logged only; `idle()` (app close, tests) waits for what is still being sent.
     */
    sendInBackground(userId: string, kind: PushKind, message: PushMessage): void {
      const sending = sender
        .send(userId, kind, message)
        .catch((err: unknown) => log.warn({ err }, 'push not sent'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },

    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return sender;
}
export type PushSender = ReturnType<typeof createPushSender>;
