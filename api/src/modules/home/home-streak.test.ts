// GET /api/home/consecutiveDays and /momentsComplete/week: Seoul days, whatever TZ the process runs in
// (the same file runs again under TZ=America/Los_Angeles: the project far-zone of vitest.config.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsecutiveDaysResponse, WeekStatusResponse } from '@momentum/contracts';
import { buildHomeTestApp, type HomeTestApp } from './test-support/home-test-app.js';
import { seedBucket, seedCompletion, seedUser } from './test-support/seed.js';

let t: HomeTestApp;
beforeAll(async () => {
  t = await buildHomeTestApp();
});
afterAll(() => t.close());

let user: string;
let bucket: string;
beforeEach(async () => {
  user = await seedUser(t.app.db);
  bucket = await seedBucket(t.app.db, user);
});

async function streak(userId = user): Promise<number> {
  const body = await t.get<ConsecutiveDaysResponse>('/api/home/consecutiveDays', userId);
  expect(body.success).toBe(true);
  return body.consecutiveDays;
}

const complete = (...instants: string[]) => Promise.all(instants.map((at) => seedCompletion(t.app.db, user, bucket, at)));

describe('consecutive days', () => {
  it('is day 1 for a user without completions, and a completion today does not add a day', async () => {
    t.setNow('2025-01-02T10:00:00+09:00');
    expect(await streak()).toBe(1);
    await complete('2025-01-02T09:00:00+09:00');
    expect(await streak()).toBe(1);
  });

  it('counts Seoul days: 23:59 and 00:01 KST fall on different days (same UTC date)', async () => {
    t.setNow('2025-01-02T10:00:00+09:00');
    await complete('2024-12-31T23:59:00+09:00', '2025-01-01T00:01:00+09:00');
    expect(await streak()).toBe(3);
  });

  it('runs across a year end with several moments a day, and stops at the first gap', async () => {
    t.setNow('2025-01-02T00:00:30+09:00');
    await complete(
      '2024-12-27T12:00:00+09:00', // before the gap: not counted
      '2024-12-29T08:00:00+09:00',
      '2024-12-30T08:00:00+09:00',
      '2024-12-30T20:00:00+09:00',
      '2024-12-31T23:59:59+09:00',
      '2025-01-01T00:00:00+09:00',
      '2025-01-01T13:00:00+09:00',
    );
    expect(await streak()).toBe(5); // 12-29, 12-30, 12-31, 01-01 + today
  });

  it('runs across a month end (leap February)', async () => {
    t.setNow('2024-03-01T23:59:00+09:00');
    await complete('2024-02-28T07:00:00+09:00', '2024-02-29T07:00:00+09:00');
    expect(await streak()).toBe(3);
  });

  it('is 1 when yesterday has no completion, however long the run before it', async () => {
    t.setNow('2025-05-10T12:00:00+09:00');
    await complete('2025-05-06T12:00:00+09:00', '2025-05-07T12:00:00+09:00', '2025-05-08T12:00:00+09:00');
    expect(await streak()).toBe(1);
  });

  it("never counts another user's completions", async () => {
    t.setNow('2025-05-10T12:00:00+09:00');
    const other = await seedUser(t.app.db, '다른사람');
    const otherBucket = await seedBucket(t.app.db, other);
    await seedCompletion(t.app.db, other, otherBucket, '2025-05-09T12:00:00+09:00');
    expect(await streak(user)).toBe(1);
    expect(await streak(other)).toBe(2);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${t.url}/api/home/consecutiveDays`);
    expect(response.status).toBe(401);
  });
});

describe('week status', () => {
  const week = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'];

  async function status(): Promise<WeekStatusResponse['weekStatus']> {
    return (await t.get<WeekStatusResponse>('/api/home/momentsComplete/week', user)).weekStatus;
  }

  it('on a Monday just after midnight: this Monday..Sunday, last Sunday 23:59 not included', async () => {
    t.setNow('2025-06-02T00:00:30+09:00');
    await complete('2025-06-01T23:59:00+09:00', '2025-06-02T00:00:10+09:00');
    const result = await status();
    expect(result.map((d) => d.date)).toEqual(week);
    expect(result.map((d) => d.isComplete)).toEqual([true, false, false, false, false, false, false]);
  });

  it('on a Sunday night: the same week, each day with at least one completion checked', async () => {
    t.setNow('2025-06-08T23:59:30+09:00');
    const other = await seedUser(t.app.db, '다른사람');
    await seedCompletion(t.app.db, other, await seedBucket(t.app.db, other), '2025-06-05T12:00:00+09:00');
    await complete(
      '2025-06-02T00:01:00+09:00',
      '2025-06-04T10:00:00+09:00',
      '2025-06-04T11:00:00+09:00',
      '2025-06-08T23:59:00+09:00',
    );
    const result = await status();
    expect(result.map((d) => d.date)).toEqual(week);
    expect(result.map((d) => d.isComplete)).toEqual([true, false, true, false, false, false, true]);
  });
});
