// Offline proofs through the real routes and photo pipeline on a migrated database: the
// Idempotency-Key (replay, concurrent duplicates, a held key, per user, another target, expiry) and the
// Proof-Taken-At time (before midnight uploaded after, too old, in the future).
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moments, photos, proofKeys } from '../../db/schema/index.js';
import { phoneJpeg } from '../../photos/test-support/fixtures.js';
import { bucketDepsOf } from './bucket-deps.js';
import { createProofKeys } from './offline-proof.js';
import { buildBucketTestApp, scheduleBody, type BucketTestApp } from './test-support/bucket-test-app.js';

let t: BucketTestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildBucketTestApp();
  jpeg = await phoneJpeg();
}, 90_000);
afterAll(() => t.close());

async function challengeWithMoments(userId: string, from: string, n: number, spacing = 1) {
  const bucketID = (await t.call('POST', '/api/bucket', userId, { type: 'REPEAT', content: '아침 운동' })).body.bucket.bucketID as string;
  await t.call('PATCH', `/api/bucket/${bucketID}/challenge`, userId);
  const created = await t.call('POST', `/api/bucket/moments/${bucketID}`, userId, scheduleBody(from, n, spacing, spacing === 7 ? 'weekly' : 'daily'));
  expect(created.status).toBe(201);
  return { bucketID, momentIDs: created.body.moments.map((m: { momentID: string }) => m.momentID) as string[] };
}
const prove = (userId: string, id: string, headers: Record<string, string> = {}) =>
  t.upload(`/api/bucket/moments/${id}`, userId, jpeg, { headers });
const photoRows = async (userId: string) => (await t.app.db.select({ n: count() }).from(photos).where(eq(photos.userId, userId)))[0]!.n;
const momentRow = async (id: string) => (await t.app.db.select().from(moments).where(eq(moments.id, id)))[0]!;
const keyRows = async (userId: string, key: string) =>
  (await t.app.db.select({ n: count() }).from(proofKeys).where(and(eq(proofKeys.userId, userId), eq(proofKeys.key, key))))[0]!.n;

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, writing nothing twice (one photo object, one change)', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 2);
    const key = randomUUID();
    const filesBefore = (await t.photoFiles()).length;
    const first = await prove(user, momentIDs[0]!, { 'Idempotency-Key': key });
    expect(first).toEqual({ status: 200, body: { message: '모멘트를 인증했습니다!', photoUrl: expect.any(String) } });
    const proven = await momentRow(momentIDs[0]!);

    t.setNow('2030-01-10T08:05:00+09:00');
    const retry = await prove(user, momentIDs[0]!, { 'Idempotency-Key': key });
    expect(retry).toEqual(first);
    expect((await t.photoFiles()).length).toBe(filesBefore + 2); // one photo and its thumbnail
    expect(await photoRows(user)).toBe(1);
    expect(await momentRow(momentIDs[0]!)).toEqual(proven);
    // Without the key the retry is what it always was: the moment is proven already.
    expect(await prove(user, momentIDs[0]!)).toEqual({ status: 409, body: { code: 'CONFLICT', message: '이미 인증한 모멘트입니다.' } });
  });

  it('lets two simultaneous attempts with one key write once; the other is told to retry or gets the answer', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 1);
    const key = randomUUID();
    const filesBefore = (await t.photoFiles()).length;
    const both = await Promise.all([prove(user, momentIDs[0]!, { 'Idempotency-Key': key }), prove(user, momentIDs[0]!, { 'Idempotency-Key': key })]);
    // Sent together, they need not meet at the claim: on PostgreSQL the second one's first query may
    // wait for a new pool connection until the first proof has committed, and then it is a retry of a
    // finished proof. Either way one proof is written (the test below holds the first one open).
    const winner = both.find((a) => a.status === 200)!;
    expect(winner).toEqual({ status: 200, body: { message: '모멘트를 인증했습니다!', photoUrl: expect.any(String) } });
    for (const answer of both) {
      expect([winner, { status: 409, body: { code: 'PROOF_IN_PROGRESS', message: '같은 인증을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.' } }]).toContainEqual(answer);
    }
    expect(await photoRows(user)).toBe(1);
    expect((await t.photoFiles()).length).toBe(filesBefore + 2);
    // The client's later retry gets the winner's answer.
    expect(await prove(user, momentIDs[0]!, { 'Idempotency-Key': key })).toEqual(winner);
  });

  it('tells an attempt whose key another attempt still holds to retry (409), and runs nothing for it', async () => {
    const user = await t.newUser();
    const keys = createProofKeys(bucketDepsOf(t.app));
    const options = { key: randomUUID(), takenAt: null };
    const answer = { message: '모멘트를 인증했습니다!', photoUrl: 'held' };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed = () => {};
    const running = new Promise<void>((resolve) => (claimed = resolve));
    // An attempt only runs once it holds the key: this one then waits until the second has its answer.
    const first = keys.run(user, options, 'moment:held', answer.message, async () => {
      claimed();
      await held;
      return answer;
    });
    await running;
    let secondRan = false;
    const second = await keys
      .run(user, options, 'moment:held', answer.message, async () => {
        secondRan = true;
        return answer;
      })
      .catch((error: unknown) => error);
    release();
    expect(second).toMatchObject({ statusCode: 409, code: 'PROOF_IN_PROGRESS' });
    expect(secondRan).toBe(false);
    expect(await first).toEqual(answer);
  });

  it('is per user: another user’s identical key is a proof of its own', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const [alice, bob] = [await t.newUser('앨리스'), await t.newUser('밥')];
    const a = await challengeWithMoments(alice, '2030-01-10', 1);
    const b = await challengeWithMoments(bob, '2030-01-10', 1);
    const key = randomUUID();
    const first = await prove(alice, a.momentIDs[0]!, { 'Idempotency-Key': key });
    const second = await prove(bob, b.momentIDs[0]!, { 'Idempotency-Key': key });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.photoUrl).not.toBe(first.body.photoUrl);
    expect((await momentRow(b.momentIDs[0]!)).isCompleted).toBe(true);
    // Bob's key never opens Alice's answer: on her moment it is a fresh attempt (already proven).
    expect((await prove(bob, a.momentIDs[0]!, { 'Idempotency-Key': randomUUID() })).status).toBe(404);
  });

  it('refuses a key reused for another moment with 422 and writes nothing', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { bucketID } = await challengeWithMoments(user, '2030-01-10', 1);
    const other = await challengeWithMoments(user, '2030-01-10', 1);
    const key = randomUUID();
    expect((await prove(user, (await t.call('GET', `/api/bucket/challenging/main`, user)).body.data.find((d: { bucketID: string }) => d.bucketID === bucketID).moments[0].momentID, { 'Idempotency-Key': key })).status).toBe(200);
    expect(await prove(user, other.momentIDs[0]!, { 'Idempotency-Key': key })).toEqual({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED', message: '이 요청 키는 다른 인증에 이미 사용되었습니다. 새 키로 다시 시도해 주세요.' },
    });
    expect((await momentRow(other.momentIDs[0]!)).isCompleted).toBe(false);
    expect(await photoRows(user)).toBe(1);
  });

  it('keeps a key 24 hours; after that it is gone (the cleanup) and an attempt is new', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 1, 7);
    const key = randomUUID();
    const first = await prove(user, momentIDs[0]!, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    t.setNow('2030-01-11T07:59:00+09:00');
    expect((await prove(user, momentIDs[0]!, { 'Idempotency-Key': key })).body.message).toBe('모멘트를 인증했습니다!');
    t.setNow('2030-01-11T08:01:00+09:00');
    // Any keyed request of the user runs the cleanup of their keys older than 24 hours.
    await prove(user, momentIDs[0]!, { 'Idempotency-Key': randomUUID() });
    expect(await keyRows(user, key)).toBe(0);
    expect(await prove(user, momentIDs[0]!, { 'Idempotency-Key': key })).toEqual({ status: 409, body: { code: 'CONFLICT', message: '이미 인증한 모멘트입니다.' } });
    expect(await photoRows(user)).toBe(1);
  });

  it('frees the key of a refused attempt, and answers an achievement retry with the first answer', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const bucketID = (await t.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content: '제주 한 바퀴' })).body.bucket.bucketID;
    const key = randomUUID();
    const refused = await t.upload(`/api/bucket/${bucketID}/achievement-photo`, user, Buffer.from('not an image'), { headers: { 'Idempotency-Key': key } });
    expect(refused.status).toBe(415);
    expect(await keyRows(user, key)).toBe(0);
    const first = await t.upload(`/api/bucket/${bucketID}/achievement-photo`, user, jpeg, { headers: { 'Idempotency-Key': key } });
    expect(first.body.message).toBe('버킷리스트를 달성했습니다!');
    expect(await t.upload(`/api/bucket/${bucketID}/achievement-photo`, user, jpeg, { headers: { 'Idempotency-Key': key } })).toEqual(first);
    expect(await photoRows(user)).toBe(1);
  });

  it('refuses a key that is not a UUID with a Korean 400, writing nothing', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 1);
    expect(await prove(user, momentIDs[0]!, { 'Idempotency-Key': 'retry-1' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'Idempotency-Key 헤더는 UUID 형식이어야 합니다.' },
    });
    expect((await momentRow(momentIDs[0]!)).isCompleted).toBe(false);
  });
});

describe('Proof-Taken-At', () => {
  const weekOf = async (user: string) =>
    Object.fromEntries((await t.call('GET', '/api/home/momentsComplete/week', user)).body.weekStatus.map((d: { date: string; isComplete: boolean }) => [d.date, d.isComplete]));

  it('counts a photo taken at 23:50 and uploaded at 00:20 for the first day (week strip, streak)', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 2);
    t.setNow('2030-01-11T00:20:00+09:00');
    // Without a taken time the window check refuses, as it always did.
    expect((await prove(user, momentIDs[0]!)).body).toEqual({ code: 'NOT_ELIGIBLE', message: '인증 기간이 지났습니다.' });
    const res = await prove(user, momentIDs[0]!, { 'Proof-Taken-At': '2030-01-10T23:50:00+09:00' });
    expect(res.status).toBe(200);
    expect((await momentRow(momentIDs[0]!)).completedAt).toEqual(new Date('2030-01-10T23:50:00+09:00'));
    expect(await weekOf(user)).toMatchObject({ '2030-01-10': true, '2030-01-11': false });
    // Day 2 (today) counts the proven yesterday: the streak is 2.
    expect((await t.call('GET', '/api/home/consecutiveDays', user)).body.consecutiveDays).toBe(2);
  });

  it('counts the last moment of a challenge that ended while the proof was on its way, completing the bucket', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { bucketID, momentIDs } = await challengeWithMoments(user, '2030-01-10', 1);
    t.setNow('2030-01-11T00:20:00+09:00');
    // A list read meanwhile ended the challenge (its only window is over, undone).
    expect((await t.call('GET', `/api/bucket/${bucketID}`, user)).body.bucket.isChallenging).toBe(false);
    expect((await prove(user, momentIDs[0]!, { 'Proof-Taken-At': '2030-01-10T23:50:00+09:00' })).status).toBe(200);
    expect((await t.call('GET', `/api/bucket/${bucketID}`, user)).body.bucket).toMatchObject({ isCompleted: true, isChallenging: false });
  });

  it('refuses a taken time outside the window, older than 48 hours, or in the future, writing nothing', async () => {
    t.setNow('2030-01-10T08:00:00+09:00');
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, '2030-01-10', 1, 7);
    const id = momentIDs[0]!;
    t.setNow('2030-01-12T08:01:00+09:00');
    expect(await prove(user, id, { 'Proof-Taken-At': '2030-01-10T08:00:00+09:00' })).toEqual({
      status: 409,
      body: { code: 'NOT_ELIGIBLE', message: '사진을 찍은 지 48시간이 지나 인증할 수 없습니다.' },
    });
    expect(await prove(user, id, { 'Proof-Taken-At': '2030-01-09T23:00:00+09:00' })).toMatchObject({ status: 409, body: { code: 'NOT_ELIGIBLE' } });
    expect(await prove(user, id, { 'Proof-Taken-At': '2030-01-12T08:07:00+09:00' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '사진을 찍은 시각이 현재보다 뒤입니다. 기기의 날짜와 시간을 확인해 주세요.' },
    });
    expect(await prove(user, id, { 'Proof-Taken-At': 'yesterday' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'Proof-Taken-At 헤더는 ISO 8601 시각이어야 합니다.' },
    });
    expect((await momentRow(id)).isCompleted).toBe(false);
    expect(await photoRows(user)).toBe(0);
    // Within the skew (4 minutes ahead) and the grace it counts.
    expect((await prove(user, id, { 'Proof-Taken-At': '2030-01-12T08:05:00+09:00' })).status).toBe(200);
  });
});
