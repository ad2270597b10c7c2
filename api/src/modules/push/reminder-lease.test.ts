// The reminder's lease: a replica that dies after claiming leaves the job to the next claim once the lease
// runs out, never before; a replaced claim's late outcome changes nothing; a job claimed too often is given
// up; a repeat carries the same Topic and tag. On PGlite, or PostgreSQL under `pnpm test:api:pg`.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderJobs } from '../../db/schema/index.js';
import type { PushSender } from './push-sender.js';
import { pushTopicOf } from './push-topic.js';
import { createReminderRepository, REMINDER_LEASE_MS, REMINDER_MAX_ATTEMPTS } from './reminder-repository.js';
import { createReminderScheduler } from './reminder-scheduler.js';
import { reminderTestSetup } from './test-support/reminder-fixtures.js';

const s = reminderTestSetup('2025-04-01T21:00:00+09:00');

const NOTHING = { sent: 0, skipped: 0, failed: 0 };
/** 21:00 Seoul of `day` (every user here is reminded at 21), plus `ms`. */
const at = (day: string, ms = 0) => new Date(Date.parse(`${day}T21:00:00+09:00`) + ms).toISOString();

/** Each test on its own Seoul day: the jobs of one day are what a tick claims. */
async function dueUserOn(day: string, name: string) {
  s.t.setNow(at(day));
  const user = await s.fixtures.userWithDevice(name);
  await s.fixtures.momentsOn(day, user.id, [false]);
  return user;
}

async function jobOf(userId: string, day: string) {
  const [job] = await s.t.app.db
    .select({ state: reminderJobs.state, attempts: reminderJobs.attempts, leaseUntil: reminderJobs.leaseUntil })
    .from(reminderJobs)
    .where(and(eq(reminderJobs.userId, userId), eq(reminderJobs.day, day)));
  return job;
}

/**
 * Another replica on the same database that dies in its tick: it claims, then its send never returns
 * (`pushFirst`: after the push went out). Resolves once it is in that send, its claim made; its tick
 * is left hanging, as a killed process leaves it.
 */
function replicaThatDies({ pushFirst }: { pushFirst: boolean }): Promise<void> {
  return new Promise((inSend) => {
    const dying: PushSender = {
      ...s.t.app.push,
      send: async (...args) => {
        if (pushFirst) await s.t.app.push.send(...args);
        inSend();
        return new Promise<never>(() => {});
      },
    };
    void createReminderScheduler({ db: s.t.app.db, clock: s.t.app.clock, push: dying, log: s.t.app.log }).tick();
  });
}

describe('a reminder claimed by a replica that died', () => {
  it('is claimed again once the lease has run out, not before, and sent once', async () => {
    const day = '2025-04-01';
    const user = await dueUserOn(day, '사라진레플리카');
    await replicaThatDies({ pushFirst: false });
    expect(await jobOf(user.id, day)).toEqual({ state: 'sending', attempts: 1, leaseUntil: new Date(Date.parse(at(day)) + REMINDER_LEASE_MS) });

    s.t.setNow(at(day, REMINDER_LEASE_MS - 1000));
    expect(await s.t.app.reminders.tick()).toEqual(NOTHING);
    expect(s.fixtures.pushesTo(user.device)).toEqual([]);

    s.t.setNow(at(day, REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(s.fixtures.pushesTo(user.device)).toHaveLength(1);
    expect(await jobOf(user.id, day)).toEqual({ state: 'sent', attempts: 2, leaseUntil: null });

    s.t.setNow(at(day, 3 * REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual(NOTHING);
    expect(s.fixtures.pushesTo(user.device)).toHaveLength(1);
  });

  it('that had already pushed is pushed again with the same Topic and tag: the phone shows one', async () => {
    const day = '2025-04-02';
    const user = await dueUserOn(day, '보내고사라짐');
    await replicaThatDies({ pushFirst: true });
    expect(await jobOf(user.id, day)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(s.fixtures.pushesTo(user.device)).toHaveLength(1);

    s.t.setNow(at(day, REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const pushes = s.service.received.filter((push) => push.deviceId === user.device.id);
    const tag = `reminder:${day}:${user.id}`;
    expect(pushes.map((push) => [push.message.tag, push.topic])).toEqual([
      [tag, pushTopicOf(tag)],
      [tag, pushTopicOf(tag)],
    ]);
    expect(s.service.shown(user.device.id)).toEqual([pushes[1]!.message]);
  });
});

describe('an outcome', () => {
  it('of a claim whose lease ran out and was claimed again changes nothing', async () => {
    const day = '2025-04-03';
    const user = await dueUserOn(day, '늦은결과');
    const jobs = createReminderRepository(s.t.app.db);
    await jobs.fillDue(day, 21, new Date(at(day)));
    const { claimed: [first] } = await jobs.claim(day, 10, new Date(at(day)));
    const { claimed: [second] } = await jobs.claim(day, 10, new Date(at(day, REMINDER_LEASE_MS)));
    expect([first, second]).toEqual([
      { userId: user.id, attempt: 1 },
      { userId: user.id, attempt: 2 },
    ]);

    // The first claimer wakes up: it may neither send nor record.
    expect(await jobs.renew(day, first!, new Date(at(day, REMINDER_LEASE_MS + 1000)))).toBe(false);
    expect(await jobs.finish(day, first!, 'failed', new Date(at(day, REMINDER_LEASE_MS + 1000)))).toBe(false);
    expect(await jobOf(user.id, day)).toMatchObject({ state: 'sending', attempts: 2 });

    expect(await jobs.finish(day, second!, 'sent', new Date(at(day, REMINDER_LEASE_MS + 2000)))).toBe(true);
    expect(await jobs.finish(day, first!, 'skipped', new Date(at(day, REMINDER_LEASE_MS + 3000)))).toBe(false);
    expect(await jobOf(user.id, day)).toEqual({ state: 'sent', attempts: 2, leaseUntil: null });
  });
});

describe('a replica that stalls in a batch past its lease', () => {
  it("sends none of the batch's later jobs another replica claimed meanwhile, nor records over them", async () => {
    const day = '2025-04-07';
    const users = [await dueUserOn(day, '느린배치하나'), await dueUserOn(day, '느린배치둘')].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [first, second] = users as [(typeof users)[0], (typeof users)[0]];
    let resume = () => {};
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    let inFirstSend = () => {};
    const firstSend = new Promise<void>((resolve) => (inFirstSend = resolve));
    const slow: PushSender = {
      ...s.t.app.push,
      send: async (...args) => {
        inFirstSend();
        await stalled;
        return s.t.app.push.send(...args);
      },
    };
    const slowTick = createReminderScheduler({ db: s.t.app.db, clock: s.t.app.clock, push: slow, log: s.t.app.log, batchSize: 2 }).tick();
    await firstSend;

    s.t.setNow(at(day, REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 2, skipped: 0, failed: 0 });
    resume();
    // Its first job's push goes out late (the same Topic and tag: shown once); the second is not sent.
    expect(await slowTick).toEqual(NOTHING);
    expect(s.fixtures.pushesTo(first.device)).toHaveLength(2);
    expect(s.service.shown(first.device.id)).toHaveLength(1);
    expect(s.fixtures.pushesTo(second.device)).toHaveLength(1);
    for (const user of users) expect(await jobOf(user.id, day)).toEqual({ state: 'sent', attempts: 2, leaseUntil: null });
  });
});

describe('a job claimed again and again without an outcome', () => {
  it(`is given up after ${REMINDER_MAX_ATTEMPTS} claims: failed, and never sent`, async () => {
    const day = '2025-04-04';
    const user = await dueUserOn(day, '독이든작업');
    for (let claim = 1; claim <= REMINDER_MAX_ATTEMPTS; claim += 1) {
      s.t.setNow(at(day, (claim - 1) * REMINDER_LEASE_MS));
      await replicaThatDies({ pushFirst: false });
      expect(await jobOf(user.id, day)).toMatchObject({ state: 'sending', attempts: claim });
    }

    s.t.setNow(at(day, REMINDER_MAX_ATTEMPTS * REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(await jobOf(user.id, day)).toEqual({ state: 'failed', attempts: REMINDER_MAX_ATTEMPTS, leaseUntil: null });
    s.t.setNow(at(day, (REMINDER_MAX_ATTEMPTS + 1) * REMINDER_LEASE_MS));
    expect(await s.t.app.reminders.tick()).toEqual(NOTHING);
    expect(s.fixtures.pushesTo(user.device)).toEqual([]);
  });
});

describe('every reminder push', () => {
  it("carries a Topic and a tag of its person and Seoul day", async () => {
    const day = '2025-04-05';
    const one = await dueUserOn(day, '토픽하나');
    const two = await dueUserOn(day, '토픽둘');
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 2, skipped: 0, failed: 0 });
    const next = '2025-04-06';
    await s.fixtures.momentsOn(next, one.id, [false]);
    s.t.setNow(at(next));
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });

    const seen = [one, two, one].map((user, i) => {
      const pushes = s.service.received.filter((push) => push.deviceId === user.device.id);
      const push = i === 2 ? pushes[1] : pushes[0];
      return { tag: push!.message.tag, topic: push!.topic };
    });
    expect(seen.map((s) => s.tag)).toEqual([`reminder:${day}:${one.id}`, `reminder:${day}:${two.id}`, `reminder:${next}:${one.id}`]);
    for (const { tag, topic } of seen) expect(topic).toBe(pushTopicOf(tag));
    // What a push s.service accepts (RFC 8030: at most 32 URL-safe base64 characters), one per person and day.
    for (const { topic } of seen) expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(seen.map((s) => s.topic)).size).toBe(3);
  });
});
