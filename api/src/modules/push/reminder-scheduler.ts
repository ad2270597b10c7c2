// The daily reminder (docs/decisions.md "Push"), run by every replica: a (user, Seoul day) job row claimed
// for a lease (reminder-repository.ts) sends at least once; a repeat carries the same Topic and tag, so it
// is shown once. The tick also removes expired proof keys.
import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_KEY_TTL_MS } from '@momentum/contracts';
import { addDays, seoulDate, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../http/clock.js';
import { createIntervalJob } from '../../jobs/interval-job.js';
import { createProofKeyRepository } from '../bucket/proof-key-repository.js';
import { createHomeRepository } from '../home/home-repository.js';
import { createHomeService } from '../home/home-service.js';
import { createNotificationsRepository } from '../notifications/notifications-repository.js';
import { pushMessages } from './push-messages.js';
import type { PushSender } from './push-sender.js';
import { createReminderRepository, REMINDER_MAX_ATTEMPTS, type ReminderOutcome } from './reminder-repository.js';
import { reminderStake } from './reminder-stake.js';

const KEEP_JOB_DAYS = 7;

export interface ReminderSchedulerDeps {
  db: Db;
  clock: Clock;
  push: PushSender;
  log: FastifyBaseLogger;
  /** Jobs claimed per transaction; small batches let replicas share a busy hour. */
  batchSize?: number;
}

export interface TickResult {
  sent: number;
  skipped: number;
  failed: number;
}

const seoulHour = (ms: number): number => Math.floor((ms - startOfSeoulDay(ms)) / 3_600_000);

export function createReminderScheduler({ db, clock, push, log, batchSize = 20 }: ReminderSchedulerDeps) {
  const jobs = createReminderRepository(db);
  const proofKeys = createProofKeyRepository(db);
  const home = createHomeService(db, createHomeRepository(db), clock);
  const notifications = createNotificationsRepository(db);

  async function sendOne(userId: string, day: string): Promise<ReminderOutcome> {
    const now = new Date(clock());
    const unproven = await jobs.unprovenNow(userId, now);
    if (unproven.length === 0) return 'skipped';
    const [streak, unread] = await Promise.all([home.streak(userId), notifications.unreadCount(userId)]);
    const stake = reminderStake(streak.freezesHeld, streak.consecutiveDays);
    const message = pushMessages.reminder(unproven, { userId, day }, stake);
    const result = await push.send(userId, 'reminder', { ...message, appBadge: unread });
    if (result.delivered > 0) return 'sent';
    return result.failed > 0 ? 'failed' : 'skipped';
  }

  const scheduler = {
    async tick(): Promise<TickResult> {
      const nowMs = clock();
      const day = seoulDate(nowMs);
      const result: TickResult = { sent: 0, skipped: 0, failed: 0 };
      await jobs.fillDue(day, seoulHour(nowMs), new Date(nowMs));
      for (;;) {
        const { claimed, givenUp } = await jobs.claim(day, batchSize, new Date(clock()));
        if (givenUp > 0) log.warn({ jobs: givenUp, attempts: REMINDER_MAX_ATTEMPTS }, 'reminders given up: claimed too often without an outcome');
        result.failed += givenUp;
        if (claimed.length === 0) break;
        for (const claim of claimed) {
          // Claimed again by another replica while this one sent the batch's earlier jobs: theirs now.
          if (!(await jobs.renew(day, claim, new Date(clock())))) continue;
          // A failed send is final: only a claim without an outcome (a dead replica) is claimed again.
          const outcome = await sendOne(claim.userId, day).catch((err: unknown) => {
            log.warn({ err }, 'reminder not sent');
            return 'failed' as const;
          });
          if (await jobs.finish(day, claim, outcome, new Date(clock()))) result[outcome] += 1;
          else log.warn({ outcome }, 'reminder outcome not recorded: its lease ran out and the job was claimed again');
        }
      }
      await jobs.deleteBefore(addDays(day, -KEEP_JOB_DAYS));
      await proofKeys.deleteExpired(new Date(nowMs - IDEMPOTENCY_KEY_TTL_MS));
      return result;
    },

    start: (intervalMs: number): void => job.start(intervalMs),

    stop: (): Promise<void> => job.stop(),
  };
  // Only ticks that did something are logged: which replica sent what, for operators and the topology test.
  const job = createIntervalJob(
    'reminder tick',
    async () => {
      const result = await scheduler.tick();
      if (result.sent + result.skipped + result.failed > 0) log.info({ reminders: result }, 'reminder tick');
    },
    log,
  );
  return scheduler;
}
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
