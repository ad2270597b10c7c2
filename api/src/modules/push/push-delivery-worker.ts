// Delivers queued knock and cheer pushes on every replica: kicked after a commit that queued one, polled for
// retries and a dead replica's rows. At least once: a repeat carries the same Topic and tag, so it shows once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../http/clock.js';
import { createIntervalJob } from '../../jobs/interval-job.js';
import type { PushSender } from './push-sender.js';
import { createPushDeliveryRepository, PUSH_MAX_ATTEMPTS, PUSH_RETRY_DELAYS_MS, type DeliveryClaim } from './push-delivery-repository.js';

const PUSH_DELIVERY_POLL_MS = 5_000;

export interface PushDeliveryWorkerDeps {
  db: Db;
  clock: Clock;
  push: Pick<PushSender, 'deliver'>;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** Sends on their way at once: a push service that hangs holds a slot, not the queue. */
  maxInFlight?: number;
}

export function createPushDeliveryWorker({ db, clock, push, log, batchSize = 20, maxInFlight = 32 }: PushDeliveryWorkerDeps) {
  const deliveries = createPushDeliveryRepository(db);
  const sends = new Set<Promise<void>>();
  let pass: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliverOne(claim: DeliveryClaim): Promise<void> {
    if (claim.attempt > PUSH_MAX_ATTEMPTS) {
      log.warn({ attempts: PUSH_MAX_ATTEMPTS }, 'push given up: claimed too often without an outcome');
      await deliveries.finish(claim);
      return;
    }
    // Unsubscribed, or the device belongs to someone else now: not theirs to receive.
    if (!claim.subscription) {
      await deliveries.finish(claim);
      return;
    }
    const outcome = await push.deliver(claim.subscription, claim.message);
    // 'gone' deleted the subscription, and the delivery with it.
    if (outcome !== 'retry') await deliveries.finish(claim);
    else if (claim.attempt >= PUSH_MAX_ATTEMPTS) {
      log.warn({ attempts: claim.attempt }, 'push given up after transient failures');
      await deliveries.finish(claim);
    } else await deliveries.retryAt(claim, new Date(clock() + PUSH_RETRY_DELAYS_MS[claim.attempt - 1]!));
  }

  async function runPass(): Promise<void> {
    for (;;) {
      while (sends.size >= maxInFlight) await Promise.race(sends);
      const claimed = await deliveries.claim(Math.min(batchSize, maxInFlight - sends.size), new Date(clock()));
      if (claimed.length === 0) return;
      for (const claim of claimed) {
        const sending: Promise<void> = deliverOne(claim)
          .catch((err: unknown) => log.warn({ err }, 'push delivery not recorded'))
          .finally(() => sends.delete(sending));
        sends.add(sending);
      }
    }
  }

  const worker = {
    kick(): void {
      if (stopped) return;
      if (pass) {
        again = true;
        return;
      }
      again = false;
      pass = runPass()
        .catch((err: unknown) => log.error({ err }, 'push delivery pass failed'))
        .finally(() => {
          pass = null;
          if (again) worker.kick();
        });
    },

    async idle(): Promise<void> {
      while (pass || sends.size > 0) await Promise.all([pass, ...sends]);
    },

    drain(): Promise<void> {
      worker.kick();
      return worker.idle();
    },

    start: (intervalMs: number = PUSH_DELIVERY_POLL_MS): void => poll.start(intervalMs),

    async stop(): Promise<void> {
      stopped = true;
      await poll.stop();
      await worker.idle();
    },
  };
  const poll = createIntervalJob('push delivery poll', () => worker.drain(), log);
  return worker;
}
export type PushDeliveryWorker = ReturnType<typeof createPushDeliveryWorker>;
