// GET /api/home (today's moments) and GET /api/home/completedbucket (completion rate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionRateResponse, HomeResponse } from '@momentum/contracts';
import { buildHomeTestApp, type HomeTestApp } from './test-support/home-test-app.js';
import { seedBucket, seedMoment, seedUser } from './test-support/seed.js';

let t: HomeTestApp;
beforeAll(async () => {
  t = await buildHomeTestApp();
});
afterAll(() => t.close());

describe("today's moments", () => {
  it('lists the windows containing now, of challenging buckets, with the completed count', async () => {
    t.setNow('2025-03-10T12:00:00+09:00');
    const db = t.app.db;
    const user = await seedUser(db);
    const run = await seedBucket(db, user, { content: '매일 달리기' });
    const read = await seedBucket(db, user, { content: '책 한 권 읽기' });
    const paused = await seedBucket(db, user, { content: '쉬는 중', isChallenging: false });
    const day = { start: '2025-03-10T00:00:00+09:00', end: '2025-03-11T00:00:00+09:00' };
    await seedMoment(db, user, run, { ...day, content: '3km 달리기', completedAt: '2025-03-10T08:00:00+09:00' });
    // The window starts exactly now: included. Another ends exactly now: [start, end) excludes it.
    await seedMoment(db, user, read, { start: '2025-03-10T12:00:00+09:00', end: '2025-03-12T12:00:00+09:00', content: '1장 읽기' });
    await seedMoment(db, user, read, { start: '2025-03-08T12:00:00+09:00', end: '2025-03-10T12:00:00+09:00', content: '지난 창' });
    await seedMoment(db, user, run, { start: '2025-03-11T00:00:00+09:00', end: '2025-03-12T00:00:00+09:00', content: '내일' });
    await seedMoment(db, user, paused, { ...day, content: '멈춘 버킷' });
    const other = await seedUser(db, '다른사람');
    await seedMoment(db, other, await seedBucket(db, other), { ...day, content: '남의 모멘트', completedAt: day.start });

    const body = await t.get<HomeResponse>('/api/home', user);
    expect(body.completedCount).toBe(1);
    expect(body.moments).toEqual([
      { momentID: expect.any(String), content: '3km 달리기', isCompleted: true, bucketContent: '매일 달리기' },
      { momentID: expect.any(String), content: '1장 읽기', isCompleted: false, bucketContent: '책 한 권 읽기' },
    ]);
  });

  it('is empty for a new user', async () => {
    const user = await seedUser(t.app.db);
    expect(await t.get<HomeResponse>('/api/home', user)).toEqual({ moments: [], completedCount: 0 });
  });
});

describe('completion rate', () => {
  const rate = async (user: string) =>
    (await t.get<CompletionRateResponse>('/api/home/completedbucket', user)).completionRate;

  it('is 0 without buckets, a 2-decimal percent for fractions, 100 when all are done', async () => {
    const db = t.app.db;
    const user = await seedUser(db);
    expect(await rate(user)).toBe(0);
    await seedBucket(db, user, { isCompleted: true, isChallenging: false, type: 'ACHIEVEMENT' });
    expect(await rate(user)).toBe(100);
    await seedBucket(db, user);
    await seedBucket(db, user, { type: 'ACHIEVEMENT', isChallenging: false });
    expect(await rate(user)).toBe(33.33);
    await seedBucket(db, user, { isCompleted: true, isChallenging: false });
    await seedBucket(db, user, { isCompleted: true, isChallenging: false });
    await seedBucket(db, user, { isCompleted: true, isChallenging: false });
    expect(await rate(user)).toBe(66.67);
  });

  it("ignores another user's buckets", async () => {
    const db = t.app.db;
    const user = await seedUser(db);
    const other = await seedUser(db, '다른사람');
    await seedBucket(db, other, { isCompleted: true });
    await seedBucket(db, user);
    expect(await rate(user)).toBe(0);
    expect(await rate(other)).toBe(100);
  });
});
