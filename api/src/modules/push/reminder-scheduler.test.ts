// The daily reminder through the scheduler's tick, decrypted by a local push service: exactly the right
// users, nothing twice on later ticks, and once per user with three schedulers ticking on one database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@momentum/contracts';
import { reminderJobs } from '../../db/schema/index.js';
import { createPushSender } from './push-sender.js';
import { createReminderScheduler } from './reminder-scheduler.js';
import type { Device } from './test-support/local-push-service.js';
import { REMINDER_ON, reminderTestSetup } from './test-support/reminder-fixtures.js';

const TODAY = '2025-03-12';
const ON = REMINDER_ON;
const s = reminderTestSetup(`${TODAY}T21:05:00+09:00`);

const momentsToday = (userId: string, proven: boolean[], opts: { challenging?: boolean; content?: string; day?: string } = {}) =>
  s.fixtures.momentsOn(opts.day ?? TODAY, userId, proven, opts);
const userWithDevice = (name: string, settings?: NotificationSettings) => s.fixtures.userWithDevice(name, settings);
const pushesTo = (device: Device) => s.fixtures.pushesTo(device);
describe('the reminder tick', () => {
  it('reminds exactly the users who want it now and have something unproven, once', async () => {
    s.t.setNow(`${TODAY}T21:05:00+09:00`);
    const one = await userWithDevice('하나');
    const [oneMoment] = await momentsToday(one.id, [false], { content: '물 2L 마시기' });
    const two = await userWithDevice('둘');
    await momentsToday(two.id, [false, true, false]);
    const proven = await userWithDevice('인증완료');
    await momentsToday(proven.id, [true]);
    const otherHour = await userWithDevice('여덟시', { ...ON, reminderHour: 8 });
    await momentsToday(otherHour.id, [false]);
    const pushOff = await userWithDevice('푸시끔', { ...ON, pushEnabled: false });
    await momentsToday(pushOff.id, [false]);
    const reminderOff = await userWithDevice('알림끔', { ...ON, reminderHour: null });
    await momentsToday(reminderOff.id, [false]);
    const notChallenging = await userWithDevice('도전끝');
    await momentsToday(notChallenging.id, [false], { challenging: false });

    expect(await s.t.app.reminders.tick()).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(pushesTo(one.device)).toEqual([
      {
        title: '오늘의 모멘트를 잊지 마세요',
        body: "아직 '물 2L 마시기' 모멘트를 인증하지 않았어요. 사진 한 장으로 오늘을 기록해 보세요!",
        url: `/moment/upload/${oneMoment}`,
        tag: `reminder:${TODAY}:${one.id}`,
      },
    ]);
    expect(pushesTo(two.device)).toEqual([
      { title: '오늘의 모멘트를 잊지 마세요', body: '아직 인증하지 않은 모멘트가 2개 있어요. 오늘이 가기 전에 인증해 보세요!', url: '/moment', tag: `reminder:${TODAY}:${two.id}` },
    ]);
    for (const quiet of [proven, otherHour, pushOff, reminderOff, notChallenging]) expect(pushesTo(quiet.device)).toEqual([]);

    // Later ticks of the same hour and day send nothing again.
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    s.t.setNow(`${TODAY}T21:40:00+09:00`);
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(pushesTo(one.device)).toHaveLength(1);
    expect(pushesTo(two.device)).toHaveLength(1);

    // The eight o'clock user gets theirs at eight, on a day with an unproven moment.
    s.t.setNow('2025-03-13T08:10:00+09:00');
    await momentsToday(otherHour.id, [false], { day: '2025-03-13' });
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(pushesTo(otherHour.device)).toHaveLength(1);
    expect(pushesTo(one.device)).toHaveLength(1);
  });

  it('with three schedulers ticking at once on one database, sends each reminder once', async () => {
    s.t.setNow(`${TODAY}T07:00:00+09:00`);
    const users = [];
    for (let i = 0; i < 24; i += 1) {
      const user = await userWithDevice(`레플리카${i}`, { ...ON, reminderHour: 7 });
      await momentsToday(user.id, [false]);
      users.push(user);
    }
    const replicas = [0, 1, 2].map(() =>
      createReminderScheduler({
        db: s.t.app.db,
        clock: s.t.app.clock,
        push: createPushSender({ db: s.t.app.db, vapid: s.t.config.push.vapid, appOrigin: s.t.config.appOrigins[0]!, log: s.t.app.log }),
        log: s.t.app.log,
        batchSize: 3,
      }),
    );
    const results = await Promise.all(replicas.map((r) => r.tick()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
    for (const user of users) expect(pushesTo(user.device)).toHaveLength(1);
    const states = await s.t.app.db.select({ state: reminderJobs.state, attempts: reminderJobs.attempts }).from(reminderJobs).where(eq(reminderJobs.day, TODAY));
    expect(states.filter((s) => s.attempts !== 1)).toEqual([]);
    expect(await Promise.all(replicas.map((r) => r.tick()))).toEqual([0, 1, 2].map(() => ({ sent: 0, skipped: 0, failed: 0 })));
  });
});
