// The proof diary through the real routes: proofs uploaded at chosen instants, read back by Seoul month
// and by bucket; only the caller's own, a deleted bucket's gone with it, a bad month refused in Korean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { phoneJpeg } from '../../photos/test-support/fixtures.js';
import { SIGNED_PHOTO_URL } from '../../../test/photo-urls.js';
import { buildBucketTestApp, scheduleBody, type BucketTestApp } from '../bucket/test-support/bucket-test-app.js';

let t: BucketTestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildBucketTestApp();
  jpeg = await phoneJpeg();
}, 90_000);
afterAll(() => t.close());

/** A one-moment REPEAT bucket proven at `at`: the bucket completes, so no challenge stays open. */
async function proveMomentAt(user: string, at: string, content = '아침 운동'): Promise<string> {
  t.setNow(at);
  const bucketID = (await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content })).body.bucket.bucketID as string;
  expect((await t.call('PATCH', `/api/bucket/${bucketID}/challenge`, user)).status).toBe(200);
  const [moment] = (await t.call('POST', `/api/bucket/moments/${bucketID}`, user, scheduleBody(seoulDate(new Date(at)), 1))).body.moments;
  expect((await t.upload(`/api/bucket/moments/${moment.momentID}`, user, jpeg)).status).toBe(200);
  return bucketID;
}

async function achieveAt(user: string, at: string, content = '제주도 여행'): Promise<string> {
  t.setNow(at);
  const bucketID = (await t.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content })).body.bucket.bucketID as string;
  expect((await t.upload(`/api/bucket/${bucketID}/achievement-photo`, user, jpeg)).status).toBe(200);
  return bucketID;
}

const diary = async (user: string, month: string) => (await t.call('GET', `/api/diary?month=${month}`, user)).body;
const daysOf = (answer: { days: { date: string; streak: number; proofs: unknown[] }[] }) =>
  answer.days.map((d) => [d.date, d.streak, d.proofs.length]);

describe('GET /api/diary', () => {
  let me: string;
  beforeAll(async () => {
    me = await t.newUser('기록가');
    // 23:30 UTC is 08:30 the next morning in Seoul: the proof belongs to 1월 11일.
    await proveMomentAt(me, '2030-01-10T23:30:00Z', '첫 버킷');
    await proveMomentAt(me, '2030-01-12T09:00:00+09:00', '둘째 버킷');
    await achieveAt(me, '2030-01-12T21:00:00+09:00');
    await proveMomentAt(me, '2030-01-31T14:30:00Z', '그믐 버킷'); // 23:30 on 1월 31일 in Seoul
    await proveMomentAt(me, '2030-01-31T15:30:00Z', '초하루 버킷'); // 00:30 on 2월 1일 in Seoul
  }, 90_000);

  it('groups proofs by Seoul day within the Seoul month, each day with the streak Home showed that day', async () => {
    const january = await diary(me, '2030-01');
    expect(january.month).toBe('2030-01');
    expect(january.provenDayCount).toBe(3);
    expect(daysOf(january)).toEqual([
      ['2030-01-11', 1, 1],
      ['2030-01-12', 2, 2],
      ['2030-01-31', 1, 1],
    ]);
    const [moment, achievement] = january.days[1].proofs;
    expect(moment).toMatchObject({ kind: 'MOMENT', bucketContent: '둘째 버킷', momentContent: '할 일 1', provenAt: '2030-01-12T00:00:00.000Z' });
    expect(achievement).toMatchObject({ kind: 'ACHIEVEMENT', bucketContent: '제주도 여행', momentContent: null, proofId: achievement.bucketId });
    expect(moment.photoUrl).toMatch(SIGNED_PHOTO_URL('p'));
    expect(moment.thumbUrl).toMatch(SIGNED_PHOTO_URL('t'));
    expect((await fetch(moment.thumbUrl)).status).toBe(200);

    const february = await diary(me, '2030-02');
    // 1월 31일 was proven, so on 2월 1일 Home said 작심 2일.
    expect(daysOf(february)).toEqual([['2030-02-01', 2, 1]]);
    expect(february.days[0].proofs[0].bucketContent).toBe('초하루 버킷');
  });

  it('counts a run of proven days into the streak, across a month boundary', async () => {
    const runner = await t.newUser('연속가');
    for (const day of ['2030-03-30', '2030-03-31', '2030-04-01', '2030-04-03']) await proveMomentAt(runner, `${day}T12:00:00+09:00`);
    expect(daysOf(await diary(runner, '2030-04'))).toEqual([
      ['2030-04-01', 3, 1],
      ['2030-04-03', 1, 1],
    ]);
  }, 60_000);

  it('answers an empty month with no days, and another user sees none of these proofs', async () => {
    expect(await diary(me, '2029-12')).toEqual({ month: '2029-12', provenDayCount: 0, days: [] });
    const other = await t.newUser('남');
    expect(await diary(other, '2030-01')).toEqual({ month: '2030-01', provenDayCount: 0, days: [] });
  });

  it('refuses a month that is not YYYY-MM with a Korean message', async () => {
    const message = '달은 2026-05처럼 YYYY-MM 형식으로 보내 주세요.';
    for (const query of ['?month=2030-13', '?month=2030-1', '?month=2030-01-01', '']) {
      expect(await t.call('GET', `/api/diary${query}`, me)).toEqual({ status: 400, body: { code: 'VALIDATION', message } });
    }
  });

  it('counts a day a 보호권 kept into the streak of the days after it', async () => {
    const user = await t.newUser('보호권');
    for (let day = 1; day <= 7; day += 1) await proveMomentAt(user, `2030-07-0${day}T12:00:00+09:00`, `운동 ${day}`);
    // 07-08 is missed; reading the streak on 07-09 spends the 보호권 the seven days earned.
    t.setNow('2030-07-09T08:00:00+09:00');
    expect((await t.call('GET', '/api/home/streak', user)).body).toMatchObject({ consecutiveDays: 9, freezesHeld: 0 });
    await proveMomentAt(user, '2030-07-09T12:00:00+09:00');
    expect(daysOf(await diary(user, '2030-07')).at(-1)).toEqual(['2030-07-09', 9, 1]);
  });

  it('drops a deleted bucket\'s proofs with it, and the days after lose the streak it carried', async () => {
    const user = await t.newUser('삭제가');
    const gone = await proveMomentAt(user, '2030-05-01T12:00:00+09:00', '지울 버킷');
    await proveMomentAt(user, '2030-05-02T12:00:00+09:00');
    expect(daysOf(await diary(user, '2030-05'))).toEqual([
      ['2030-05-01', 1, 1],
      ['2030-05-02', 2, 1],
    ]);
    expect((await t.call('DELETE', `/api/bucket/${gone}`, user)).status).toBe(200);
    expect(daysOf(await diary(user, '2030-05'))).toEqual([['2030-05-02', 1, 1]]);
  }, 60_000);
});

describe('GET /api/diary/bucket/:id', () => {
  it('lists an own bucket\'s proofs oldest first; another\'s bucket is 404, a bad id 400', async () => {
    const me = await t.newUser('버킷주인');
    t.setNow('2030-06-01T09:00:00+09:00');
    const bucketID = (await t.call('POST', '/api/bucket', me, { type: 'REPEAT', content: '매일 산책' })).body.bucket.bucketID as string;
    await t.call('PATCH', `/api/bucket/${bucketID}/challenge`, me);
    const moments = (await t.call('POST', `/api/bucket/moments/${bucketID}`, me, scheduleBody('2030-06-01', 3))).body.moments;
    await t.upload(`/api/bucket/moments/${moments[0].momentID}`, me, jpeg);
    t.setNow('2030-06-02T09:00:00+09:00');
    await t.upload(`/api/bucket/moments/${moments[1].momentID}`, me, jpeg);

    const { status, body } = await t.call('GET', `/api/diary/bucket/${bucketID}`, me);
    expect(status).toBe(200);
    expect(body.proofs.map((p: { proofId: string; kind: string }) => [p.proofId, p.kind])).toEqual([
      [moments[0].momentID, 'MOMENT'],
      [moments[1].momentID, 'MOMENT'],
    ]);
    const achievement = await achieveAt(me, '2030-06-03T09:00:00+09:00');
    expect((await t.call('GET', `/api/diary/bucket/${achievement}`, me)).body.proofs.map((p: { kind: string }) => p.kind)).toEqual(['ACHIEVEMENT']);
    const open = (await t.call('POST', '/api/bucket', me, { type: 'ACHIEVEMENT', content: '아직' })).body.bucket.bucketID;
    expect((await t.call('GET', `/api/diary/bucket/${open}`, me)).body).toEqual({ proofs: [] });

    const stranger = await t.newUser('남남');
    expect(await t.call('GET', `/api/diary/bucket/${bucketID}`, stranger)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: '버킷리스트를 찾을 수 없습니다.' },
    });
    expect((await t.call('GET', '/api/diary/bucket/not-a-uuid', me)).status).toBe(400);
  }, 60_000);
});
