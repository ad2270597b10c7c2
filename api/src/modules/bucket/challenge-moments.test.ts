// Challenges (limit 3, REPEAT only), moment creation (windows, 1–100, added not replaced), the
// dashboard list and count, and a challenge that ends with moments undone (nothing deleted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMENT_DATE_MESSAGE } from '@momentum/contracts';
import { buildBucketTestApp, scheduleBody, seoulDay, type BucketTestApp } from './test-support/bucket-test-app.js';

let t: BucketTestApp;
beforeAll(async () => {
  t = await buildBucketTestApp();
}, 90_000);
afterAll(() => t.close());

const TODAY = '2030-01-10';
async function bucket(userId: string, type = 'REPEAT', content = '달리기'): Promise<string> {
  return (await t.call('POST', '/api/bucket', userId, { type, content })).body.bucket.bucketID;
}
const challenge = (userId: string, id: string) => t.call('PATCH', `/api/bucket/${id}/challenge`, userId);
const addMoments = (userId: string, id: string, body: unknown) => t.call('POST', `/api/bucket/moments/${id}`, userId, body);

describe('challenge', () => {
  it('starts on own pending REPEAT buckets, at most 3 at once', async () => {
    t.setNow(`${TODAY}T12:00:00+09:00`);
    const user = await t.newUser();
    const ids = [await bucket(user), await bucket(user), await bucket(user), await bucket(user)];
    for (const id of ids.slice(0, 3)) expect(await challenge(user, id)).toEqual({ status: 200, body: { message: '버킷리스트 도전을 시작했습니다.' } });
    expect((await t.call('GET', '/api/bucket/challenging/count', user)).body).toEqual({ challengingCount: 3 });
    expect(await challenge(user, ids[3]!)).toEqual({
      status: 409,
      body: { code: 'CHALLENGE_LIMIT', message: '도전 중인 버킷리스트는 최대 3개까지입니다.' },
    });
    expect((await t.call('GET', `/api/bucket/${ids[3]}`, user)).body.bucket.isChallenging).toBe(false);
  });

  it('refuses ACHIEVEMENT buckets and buckets already challenging', async () => {
    const user = await t.newUser();
    const achievement = await bucket(user, 'ACHIEVEMENT');
    expect((await challenge(user, achievement)).body).toEqual({ code: 'NOT_ELIGIBLE', message: '반복형 버킷리스트만 도전할 수 있습니다.' });
    const repeat = await bucket(user);
    await challenge(user, repeat);
    expect((await challenge(user, repeat)).body).toEqual({ code: 'NOT_ELIGIBLE', message: '이미 도전 중인 버킷리스트입니다.' });
  });
});

describe('create moments', () => {
  it('adds moments to a challenging REPEAT bucket, today’s window allowed, and never replaces', async () => {
    t.setNow(`${TODAY}T12:00:00+09:00`);
    const user = await t.newUser();
    const id = await bucket(user);
    await challenge(user, id);
    const first = await addMoments(user, id, { ...scheduleBody(TODAY, 3, 2, 'every2days') });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('모멘트가 생성되었습니다.');
    expect(first.body.moments[0]).toEqual({
      momentID: expect.any(String),
      content: '할 일 1',
      startDate: seoulDay(TODAY),
      endDate: seoulDay(TODAY, 2),
      isCompleted: false,
      frequency: 'every2days',
    });
    expect((await addMoments(user, id, scheduleBody('2030-01-20', 2))).status).toBe(201);
    const main = await t.call('GET', '/api/bucket/challenging/main', user);
    expect(main.body.data).toEqual([
      {
        bucketID: id,
        content: '달리기',
        momentCount: 5,
        completedMomentsCount: 0,
        moments: expect.arrayContaining([expect.objectContaining({ content: '할 일 1', photoUrl: null, isCompleted: false })]),
      },
    ]);
    const starts = main.body.data[0].moments.map((m: { startDate: string }) => m.startDate);
    expect(starts).toEqual([...starts].sort());
    const detail = await t.call('GET', `/api/bucket/moment/${first.body.moments[0].momentID}`, user);
    expect(detail.body.moment).toEqual({
      momentID: first.body.moments[0].momentID,
      bucketID: id,
      bucketContent: '달리기',
      content: '할 일 1',
      isCompleted: false,
      startDate: seoulDay(TODAY),
      endDate: seoulDay(TODAY, 2),
      photoUrl: null,
      frequency: 'every2days',
    });
  });

  it('refuses buckets that are not challenging or not REPEAT', async () => {
    const user = await t.newUser();
    const idle = await bucket(user);
    expect((await addMoments(user, idle, scheduleBody(TODAY, 1))).body).toEqual({
      code: 'NOT_ELIGIBLE',
      message: '도전 중인 버킷리스트에만 모멘트를 추가할 수 있습니다.',
    });
    const achievement = await bucket(user, 'ACHIEVEMENT');
    expect((await addMoments(user, achievement, scheduleBody(TODAY, 1))).body).toEqual({
      code: 'NOT_ELIGIBLE',
      message: '반복형 버킷만 모멘트를 추가할 수 있습니다.',
    });
  });

  it('refuses windows in the past, unordered windows, 0 or 101 moments and bad text', async () => {
    t.setNow(`${TODAY}T00:30:00+09:00`);
    const user = await t.newUser();
    const id = await bucket(user);
    await challenge(user, id);
    expect(await addMoments(user, id, scheduleBody('2030-01-08', 2))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '지난 날짜에는 모멘트를 만들 수 없습니다.' },
    });
    const ordered = scheduleBody(TODAY, 3);
    const unordered = { ...ordered, moments: [ordered.moments[1], ordered.moments[0], ordered.moments[2]] };
    expect((await addMoments(user, id, unordered)).body.message).toBe('모멘트 기간은 순서대로 겹치지 않아야 합니다.');
    expect((await addMoments(user, id, scheduleBody(TODAY, 101))).body.message).toBe('모멘트는 한 번에 최대 100개까지 만들 수 있습니다.');
    expect((await addMoments(user, id, { ...ordered, moments: [] })).status).toBe(400);
    const tooLong = { ...ordered, moments: ordered.moments.map((m, i) => (i === 1 ? { ...m, content: 'ㄱ'.repeat(21) } : m)) };
    expect((await addMoments(user, id, tooLong)).body.message).toBe('모멘트는 최대 20자까지 작성할 수 있습니다.');
    expect((await addMoments(user, id, { ...ordered, frequency: undefined })).body.message).toBe('실행 빈도를 선택해주세요!');
    expect((await addMoments(user, id, scheduleBody(TODAY, 100))).status).toBe(201);
    expect((await t.call('GET', '/api/bucket/challenging/main', user)).body.data[0].momentCount).toBe(100);
  });
});

describe('the dates of a schedule, as the spec\'s client sends them', () => {
  /** The spec's generated moments: `id: moment-k`, calendar days `YYYY-MM-DD`, k × spacing from `from`. */
  const dayPlan = (from: string, n: number, spacing: number, frequency: string) => {
    // seoulDay gives the instant of Seoul midnight (the day before in UTC): take the Seoul date back.
    const seoulDate = (k: number) => new Date(Date.parse(seoulDay(from, k * spacing)) + 9 * 3_600_000).toISOString().slice(0, 10);
    const moments = Array.from({ length: n }, (_, k) => ({ id: `moment-${k}`, content: `할 일 ${k + 1}`, startDate: seoulDate(k), endDate: seoulDate(k + 1) }));
    return { startDate: moments[0]!.startDate, endDate: moments.at(-1)!.endDate, moments, frequency };
  };
  const ready = async () => {
    const user = await t.newUser();
    const id = await bucket(user);
    await challenge(user, id);
    return { user, id };
  };

  it('takes YYYY-MM-DD as the start of that day in Seoul, and ignores the generated moments\' id', async () => {
    t.setNow(`${TODAY}T12:00:00+09:00`);
    const { user, id } = await ready();
    const created = await addMoments(user, id, dayPlan(TODAY, 3, 2, 'every2days'));
    expect(created.status).toBe(201);
    expect(created.body.moments.map((m: { startDate: string; endDate: string }) => [m.startDate, m.endDate])).toEqual([
      [seoulDay(TODAY), seoulDay(TODAY, 2)],
      [seoulDay(TODAY, 2), seoulDay(TODAY, 4)],
      [seoulDay(TODAY, 4), seoulDay(TODAY, 6)],
    ]);
    expect(created.body.moments[0]).not.toHaveProperty('id');
  });

  it('moves a schedule that starts one Seoul day early (a phone on UTC at 07:00 Seoul) onto Seoul\'s today, whole', async () => {
    t.setNow(`${TODAY}T07:00:00+09:00`);
    const { user, id } = await ready();
    // The phone's calendar (UTC) still says 2030-01-09.
    expect(new Date(Date.parse(`${TODAY}T07:00:00+09:00`)).toISOString().slice(0, 10)).toBe('2030-01-09');
    const created = await addMoments(user, id, dayPlan('2030-01-09', 3, 7, 'weekly'));
    expect(created.status).toBe(201);
    expect(created.body.moments.map((m: { content: string; startDate: string; endDate: string }) => [m.content, m.startDate, m.endDate])).toEqual([
      ['할 일 1', seoulDay(TODAY), seoulDay(TODAY, 7)],
      ['할 일 2', seoulDay(TODAY, 7), seoulDay(TODAY, 14)],
      ['할 일 3', seoulDay(TODAY, 14), seoulDay(TODAY, 21)],
    ]);
    // Instants a day early move the same way, keeping their time of day.
    const instants = await addMoments(user, id, scheduleBody('2030-01-09', 1));
    expect(instants.body.moments[0]).toMatchObject({ startDate: seoulDay(TODAY), endDate: seoulDay(TODAY, 1) });
  });

  it('still refuses a schedule two days early, and names the accepted forms for a malformed date', async () => {
    t.setNow(`${TODAY}T07:00:00+09:00`);
    const { user, id } = await ready();
    expect(await addMoments(user, id, dayPlan('2030-01-08', 2, 1, 'daily'))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '지난 날짜에는 모멘트를 만들 수 없습니다.' },
    });
    const good = dayPlan(TODAY, 1, 1, 'daily');
    for (const bad of ['2030/01/10', '2030-01-10T09:00:00', '2030-02-30', '10 Jan 2030', 20300110]) {
      const body = { ...good, startDate: bad, moments: [{ ...good.moments[0]!, startDate: bad }] };
      expect(await addMoments(user, id, body), String(bad)).toEqual({ status: 400, body: { code: 'VALIDATION', message: MOMENT_DATE_MESSAGE } });
    }
    expect((await t.call('GET', '/api/bucket/challenging/main', user)).body.data[0].momentCount).toBe(0);
  });
});

describe('challenge that ends with moments undone', () => {
  it('stops challenging after its last window, keeps the moments, and frees a challenge slot', async () => {
    t.setNow(`${TODAY}T09:00:00+09:00`);
    const user = await t.newUser();
    const ids = [await bucket(user, 'REPEAT', '끝날 도전'), await bucket(user), await bucket(user), await bucket(user)];
    for (const id of ids.slice(0, 3)) await challenge(user, id);
    await addMoments(user, ids[0]!, scheduleBody(TODAY, 2));
    await addMoments(user, ids[1]!, scheduleBody(TODAY, 10));
    const momentId = (await t.call('GET', '/api/bucket/challenging/main', user)).body.data.find(
      (b: { bucketID: string }) => b.bucketID === ids[0],
    ).moments[0].momentID;

    t.setNow(`2030-01-11T23:59:59+09:00`); // last window still open
    expect((await t.call('GET', '/api/bucket/challenging/count', user)).body.challengingCount).toBe(3);
    t.setNow(`2030-01-12T00:00:00+09:00`); // [start, end): the end itself is outside
    expect((await t.call('GET', '/api/bucket/challenging/count', user)).body.challengingCount).toBe(2);
    const main = (await t.call('GET', '/api/bucket/challenging/main', user)).body.data;
    expect(main.map((b: { bucketID: string }) => b.bucketID).sort()).toEqual([ids[1], ids[2]].sort());
    const ended = (await t.call('GET', `/api/bucket/${ids[0]}`, user)).body.bucket;
    expect(ended).toMatchObject({ isChallenging: false, isCompleted: false });
    expect((await t.call('GET', `/api/bucket/moment/${momentId}`, user)).status).toBe(200);
    // The bucket without moments (its creation failed) keeps challenging; a new challenge fits again.
    expect((await challenge(user, ids[3]!)).status).toBe(200);
    // The ended bucket may be challenged again later (history kept, new moments added).
    expect((await challenge(user, ids[0]!)).body.code).toBe('CHALLENGE_LIMIT');
  });
});

describe('the bucket list expires challenges in the same statement it lists them', () => {
  it('shows a challenge that just ended as not challenging on the first read, and the expiry stays', async () => {
    t.setNow(`${TODAY}T09:00:00+09:00`);
    const user = await t.newUser();
    const [ending, running, noMoments] = [await bucket(user, 'REPEAT', '끝날 도전'), await bucket(user), await bucket(user)];
    for (const id of [ending!, running!, noMoments!]) await challenge(user, id);
    await addMoments(user, ending!, scheduleBody(TODAY, 2));
    await addMoments(user, running!, scheduleBody(TODAY, 10));

    const listAt = async (now: string) => {
      t.setNow(now);
      const list: Array<{ bucketID: string; isChallenging: boolean }> = (await t.call('GET', '/api/bucket/all/repeat', user)).body.buckets;
      return Object.fromEntries(list.map((b) => [b.bucketID, b.isChallenging]));
    };
    expect(await listAt('2030-01-11T23:59:59+09:00')).toEqual({ [ending!]: true, [running!]: true, [noMoments!]: true });
    // The first request after the last window ended is the list itself: it already answers false.
    expect(await listAt('2030-01-12T00:00:00+09:00')).toEqual({ [ending!]: false, [running!]: true, [noMoments!]: true });
    // ...and the expiry was written, not only reported.
    expect((await t.call('GET', '/api/bucket/challenging/count', user)).body.challengingCount).toBe(2);
    expect(await listAt('2030-01-12T00:00:01+09:00')).toEqual({ [ending!]: false, [running!]: true, [noMoments!]: true });
  });
});
