// 작심 보호권 earned and spent when the streak is read (docs/decisions.md "작심 보호권"), on the test clock.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StreakResponse } from '@momentum/contracts';
import { addDays } from '@momentum/contracts/seoul-calendar';
import { moments } from '../../db/schema/index.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../friends/test-support/friends-test-app.js';
import { notificationsOf, seedMoment, type SeededUser } from '../friends/test-support/seed.js';
import { streakNotificationTexts } from './streak-messages.js';
import { freezesHeld } from './streak-settlement.js';

// Monday 2025-03-03: the first day of every history below.
const FIRST = '2025-03-03';
const at = (day: string, time = '12:00') => `${day}T${time}:00+09:00`;

let t: FriendsTestApp;
let me: SeededUser;
beforeEach(async () => {
  t = await buildFriendsTestApp(at(FIRST));
  me = await t.user('연속');
});
afterEach(() => t.close());

/** Proves one moment on each of `count` days from `from` (09:00 Seoul); returns the moments' ids. */
async function prove(from: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await seedMoment(t.app.db, me.id, { completedAt: at(addDays(from, i), '09:00') })).momentId);
  return ids;
}

async function streakOn(day: string): Promise<StreakResponse> {
  t.setNow(at(day));
  const answer = await t.call('GET', '/api/home/streak', me.id);
  expect(answer.status).toBe(200);
  return answer.body as StreakResponse;
}

const notesOf = async (type: string) => (await notificationsOf(t.app.db, me.id)).filter((n) => n.type === type).map((n) => n.content);

describe('earning a 작심 보호권', () => {
  it('pays one when a proven day makes the streak 7, not at 6', async () => {
    await prove(FIRST, 6);
    expect(await streakOn(addDays(FIRST, 5))).toEqual({ consecutiveDays: 6, freezesHeld: 0, protectedDates: [] });
    await prove(addDays(FIRST, 6), 1);
    expect(await streakOn(addDays(FIRST, 6))).toEqual({ consecutiveDays: 7, freezesHeld: 1, protectedDates: [] });
    expect(await notesOf('FREEZE_EARNED')).toEqual(['7일 연속 인증! 작심 보호권을 하나 받았어요.']);
  });

  it('pays again at 14 and holds at most 2: the one due at 21 is lost', async () => {
    await prove(FIRST, 21);
    expect((await streakOn(addDays(FIRST, 13))).freezesHeld).toBe(2);
    const day21 = await streakOn(addDays(FIRST, 20));
    expect(day21).toMatchObject({ consecutiveDays: 21, freezesHeld: 2 });
    expect(await notesOf('FREEZE_EARNED')).toHaveLength(2);
  });

  it('never pays the same streak length twice: a proof deleted and made again earns nothing new', async () => {
    const ids = await prove(FIRST, 7);
    expect((await streakOn(addDays(FIRST, 6))).freezesHeld).toBe(1);
    await t.app.db.delete(moments).where(eq(moments.id, ids[6]!));
    // Today is day 7 with or without today's proof; only a proof pays.
    expect(await streakOn(addDays(FIRST, 6))).toMatchObject({ consecutiveDays: 7, freezesHeld: 1 });
    await prove(addDays(FIRST, 6), 1);
    expect(await streakOn(addDays(FIRST, 6))).toMatchObject({ consecutiveDays: 7, freezesHeld: 1 });
    expect(await notesOf('FREEZE_EARNED')).toHaveLength(1);
  });

  it('pays for history proven before the first read', async () => {
    await prove(FIRST, 7);
    expect(await streakOn(addDays(FIRST, 7))).toEqual({ consecutiveDays: 8, freezesHeld: 1, protectedDates: [] });
  });
});

describe('spending a 작심 보호권', () => {
  it('covers a one-day gap: the day counts in the streak, once however often it is read', async () => {
    await prove(FIRST, 7); // 03-03 … 03-09; 03-10 missed
    const wednesday = addDays(FIRST, 8);
    const expected = { consecutiveDays: 9, freezesHeld: 0, protectedDates: ['2025-03-10'] };
    expect(await streakOn(wednesday)).toEqual(expected);
    expect(await streakOn(wednesday)).toEqual(expected);
    const consecutive = await t.call('GET', '/api/home/consecutiveDays', me.id);
    expect(consecutive.body).toEqual({ success: true, consecutiveDays: 9 });
    expect(await notesOf('FREEZE_USED')).toEqual([streakNotificationTexts.freezeUsed(9)]);
    expect(await notesOf('FREEZE_USED')).toEqual(['인증을 놓친 날을 보호권으로 지켰어요. 오늘은 작심 9일!']);
  });

  it('spends none on a two-day gap with one held: the streak starts again and the 보호권 stays', async () => {
    await prove(FIRST, 7); // 03-10 and 03-11 missed
    expect(await streakOn(addDays(FIRST, 9))).toEqual({ consecutiveDays: 1, freezesHeld: 1, protectedDates: [] });
    expect(await streakOn(addDays(FIRST, 9))).toEqual({ consecutiveDays: 1, freezesHeld: 1, protectedDates: [] });
    expect(await notesOf('FREEZE_USED')).toEqual([]);
  });

  it('covers a two-day gap with two held, oldest first, and the streak then earns on at 21', async () => {
    await prove(FIRST, 14); // 03-03 … 03-16; 03-17 and 03-18 missed
    expect(await streakOn(addDays(FIRST, 16))).toEqual({
      consecutiveDays: 17,
      freezesHeld: 0,
      protectedDates: ['2025-03-17', '2025-03-18'],
    });
    await prove(addDays(FIRST, 16), 5); // 03-23 is the 21st counted day
    expect(await streakOn(addDays(FIRST, 20))).toMatchObject({ consecutiveDays: 21, freezesHeld: 1 });
  });

  it('leaves a streak that ended before the clock came alone: nothing to protect without a run', async () => {
    expect(await streakOn(addDays(FIRST, 3))).toEqual({ consecutiveDays: 1, freezesHeld: 0, protectedDates: [] });
  });
});

describe('freezesHeld (for the reminder)', () => {
  it('settles first: the count after a missed day is what the next read shows', async () => {
    await prove(FIRST, 7);
    expect(await freezesHeld(t.app.db, me.id, Date.parse(at(addDays(FIRST, 7))))).toBe(1);
    expect(await freezesHeld(t.app.db, me.id, Date.parse(at(addDays(FIRST, 8))))).toBe(0);
    expect(await streakOn(addDays(FIRST, 8))).toEqual({ consecutiveDays: 9, freezesHeld: 0, protectedDates: ['2025-03-10'] });
  });
});
