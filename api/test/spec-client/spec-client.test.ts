// The whole product through a client that speaks docs/product-spec.md §7 literally (spec-client.ts): every
// call with a JSON content type, body-less calls with an empty body, `{code}` without a redirect URI,
// calendar-day moment dates with the generated moments' `id`. Answers are read by the spec's field names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../src/photos/test-support/fixtures.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { codeFor } from '../sign-in-helpers.js';
import { createSpecClient, generatedMoments, utcCalendarDay, type SpecClient } from './spec-client.js';

const HOUR = 3_600_000;
let now = Date.parse('2030-01-10T12:00:00+09:00');
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  photo = await phoneJpeg();
}, 90_000);
afterAll(() => t?.close());

/** The browser's part (the provider's page) through the development provider; the rest as §7 writes it. */
async function signedIn(nickname: string, email: string): Promise<SpecClient> {
  const client = createSpecClient(t.url);
  const code = await codeFor(t, nickname, email);
  const exchange = await client.call('POST', '/auth/kakao-login', { code });
  expect(exchange.status, JSON.stringify(exchange.data)).toBe(200);
  const login = await client.call('POST', '/auth/kakao-login/user', { kakaoAccessToken: exchange.data.access_token });
  expect(login.status).toBe(200);
  client.token = login.data.accessToken;
  return client;
}

const ok = (answer: { status: number; data: unknown }) => {
  expect(answer.status, JSON.stringify(answer.data)).toBeGreaterThanOrEqual(200);
  expect(answer.status, JSON.stringify(answer.data)).toBeLessThan(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return answer.data as any;
};

describe('a client that speaks the spec literally', () => {
  it('walks sign-in, home, buckets, moments, proofs, friends, feed, cheer, knock, pin, profile and withdrawal', async () => {
    now = Date.parse('2030-01-10T12:00:00+09:00');
    const me = await signedIn('스펙이', 'spec@example.com');
    const friend = await signedIn('친구야', 'friend@example.com');

    // Home
    expect(ok(await me.call('GET', '/api/home/consecutiveDays'))).toEqual({ success: true, consecutiveDays: 1 });
    expect(ok(await me.call('GET', '/api/home'))).toMatchObject({ moments: [], completedCount: 0 });
    const week = ok(await me.call('GET', '/api/home/momentsComplete/week')).weekStatus;
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ date: expect.any(String), isComplete: false });
    expect(Number(ok(await me.call('GET', '/api/home/completedbucket')).completionRate)).toBe(0);
    expect(ok(await me.call('PATCH', '/api/home/notifications')).notifications).toEqual(expect.any(Array));

    // Buckets: create, update, lists, detail, delete
    const created = ok(await me.call('POST', '/api/bucket', { type: 'REPEAT', content: '매일 달리기' }));
    expect(created).toMatchObject({ message: expect.any(String), bucket: { content: '매일 달리기', type: 'REPEAT' } });
    const repeatId: string = created.bucket.bucketID;
    const updated = ok(await me.call('PATCH', `/api/bucket/${repeatId}`, { content: '아침마다 달리기' }));
    expect(updated).toMatchObject({ message: expect.any(String), bucket: { content: '아침마다 달리기', type: 'REPEAT' } });
    expect(ok(await me.call('GET', '/api/bucket/all/repeat')).buckets).toEqual([
      expect.objectContaining({ bucketID: repeatId, content: '아침마다 달리기', isCompleted: false, isChallenging: false }),
    ]);
    expect(ok(await me.call('GET', `/api/bucket/${repeatId}`)).bucket).toMatchObject({
      content: '아침마다 달리기', type: 'REPEAT', isChallenging: false, isCompleted: false,
    });
    const doomed = ok(await me.call('POST', '/api/bucket', { type: 'REPEAT', content: '지울 버킷' })).bucket.bucketID;
    expect(ok(await me.call('DELETE', `/api/bucket/${doomed}`))).toEqual({ message: expect.any(String), type: 'REPEAT' });

    // A challenge of generated moments, calendar days from the phone's today
    ok(await me.call('PATCH', `/api/bucket/${repeatId}/challenge`));
    expect(ok(await me.call('GET', '/api/bucket/challenging/count'))).toEqual({ challengingCount: 1 });
    ok(await me.call('POST', `/api/bucket/moments/${repeatId}`, generatedMoments(now, ['5km 달리기', '스트레칭'], 3, 1, 'daily')));
    const [challenge] = ok(await me.call('GET', '/api/bucket/challenging/main')).data;
    expect(challenge).toMatchObject({ bucketID: repeatId, content: '아침마다 달리기', momentCount: 3, completedMomentsCount: 0 });
    expect(challenge.moments.map((m: { content: string }) => m.content)).toEqual(['5km 달리기', '스트레칭', '5km 달리기']);
    const todays = ok(await me.call('GET', '/api/home')).moments;
    expect(todays).toEqual([expect.objectContaining({ momentID: expect.any(String), content: '5km 달리기', isCompleted: false })]);
    const momentId: string = todays[0].momentID;
    expect(ok(await me.call('GET', `/api/bucket/moment/${momentId}`)).moment).toMatchObject({
      content: '5km 달리기', isCompleted: false, startDate: expect.any(String), endDate: expect.any(String),
    });

    // Proofs: a moment and an achievement, multipart field photoUrl
    ok(await me.upload('PATCH', `/api/bucket/moments/${momentId}`, 'photoUrl', photo));
    expect(ok(await me.call('GET', '/api/home'))).toMatchObject({ completedCount: 1 });
    expect(ok(await me.call('GET', `/api/bucket/moment/${momentId}`)).moment.isCompleted).toBe(true);
    expect(ok(await me.call('GET', '/api/home/momentsComplete/week')).weekStatus).toContainEqual({ date: '2030-01-10', isComplete: true });
    const achievement = ok(await me.call('POST', '/api/bucket', { type: 'ACHIEVEMENT', content: '한라산 등반' })).bucket.bucketID;
    ok(await me.upload('PATCH', `/api/bucket/${achievement}/achievement-photo`, 'photoUrl', photo));
    expect(ok(await me.call('GET', '/api/bucket/all/achievement')).buckets).toEqual([
      expect.objectContaining({ bucketID: achievement, content: '한라산 등반', isCompleted: true }),
    ]);
    expect(Number(ok(await me.call('GET', '/api/home/completedbucket')).completionRate)).toBe(50);

    // Friends by code (POST /api/friends/ with its trailing slash)
    const { friendCode } = ok(await me.call('GET', '/api/users/friendCode'));
    expect(ok(await friend.call('POST', '/api/friends/check-friendCode', { friendCode }))).toMatchObject({ nickname: '스펙이' });
    ok(await friend.call('POST', '/api/friends/', { friendCode }));
    const [mine] = ok(await friend.call('GET', '/api/friends')).friends;
    expect(mine).toMatchObject({ userID: expect.any(String), nickname: '스펙이', profileImageUrl: expect.any(String), isFixed: false, isKnock: false });
    const [theirs] = ok(await me.call('GET', '/api/friends')).friends;

    // Feed and cheer
    const feed = ok(await friend.call('GET', `/api/feed/${mine.userID}`));
    expect(feed.nickname).toBe('스펙이');
    expect(feed.moments).toEqual([
      expect.objectContaining({ momentId, bucketContent: '아침마다 달리기', date: expect.any(String), imageUrl: expect.any(String), cheered: false, frequency: 'daily' }),
    ]);
    expect(ok(await friend.call('POST', `/api/friends/cheer/${mine.userID}/${momentId}`)).message).toEqual(expect.any(String));
    expect(ok(await friend.call('GET', `/api/feed/${mine.userID}`)).moments[0].cheered).toBe(true);

    // Knock (the friend has proven nothing this week), then the notifications each side sees
    expect(ok(await me.call('POST', '/api/friends/knock', { friendUserID: theirs.userID })).message).toEqual(expect.any(String));
    expect(ok(await me.call('GET', '/api/friends')).friends[0].isKnock).toBe(true);
    const knocked = ok(await friend.call('PATCH', '/api/home/notifications')).notifications;
    expect(knocked).toContainEqual(expect.objectContaining({ notificationID: expect.anything(), type: 'KNOCK', content: expect.any(String) }));
    const cheered = ok(await me.call('PATCH', '/api/home/notifications')).notifications;
    expect(cheered).toContainEqual(expect.objectContaining({ type: 'CHEER', content: expect.any(String) }));

    // Pin, then remove the friend
    ok(await me.call('PATCH', '/api/friends/fixed', { friendUserID: theirs.userID }));
    expect(ok(await me.call('GET', '/api/friends')).friends[0].isFixed).toBe(true);
    ok(await me.call('DELETE', '/api/friends', { friendUserID: theirs.userID }));
    expect(ok(await me.call('GET', '/api/friends')).friends).toEqual([]);

    // Profile: GET /api/users answers user (nickname, email, profileImageUrl); multipart profileImage + newNickname
    expect(ok(await me.call('GET', '/api/users')).user).toMatchObject({ nickname: '스펙이', email: 'spec@example.com', profileImageUrl: expect.any(String) });
    expect(ok(await me.upload('PATCH', '/api/users/profile', 'profileImage', photo, { newNickname: '새이름' })).message).toEqual(expect.any(String));
    const { user } = ok(await me.call('GET', '/api/users'));
    expect(user.nickname).toBe('새이름');
    expect(user.profileImageUrl).not.toMatch(/default-avatar/);

    // An expired token is renewed through x-access-token with the refresh cookie, as §7's client keeps it
    const before = me.token;
    now += 2 * HOUR;
    expect(ok(await me.call('GET', '/api/users')).user.nickname).toBe('새이름');
    expect(me.token).not.toBe(before);

    // Withdrawal, then 401 for the stored token and for an empty one
    expect(ok(await friend.call('DELETE', '/api/users')).message).toEqual(expect.any(String));
    expect((await friend.call('GET', '/api/users')).status).toBe(401);
    expect((await createSpecClient(t.url).call('GET', '/api/home')).status).toBe(401);
  });

  it('makes a schedule at 07:00 Seoul from a phone whose calendar is UTC (still yesterday there)', async () => {
    now = Date.parse('2030-02-20T07:00:00+09:00');
    expect(utcCalendarDay(now)).toBe('2030-02-19');
    const me = await signedIn('새벽이', 'dawn@example.com');
    const bucketId = ok(await me.call('POST', '/api/bucket', { type: 'REPEAT', content: '물 마시기' })).bucket.bucketID;
    ok(await me.call('PATCH', `/api/bucket/${bucketId}/challenge`));
    ok(await me.call('POST', `/api/bucket/moments/${bucketId}`, generatedMoments(now, ['물 한 잔'], 2, 2, 'every2days')));
    const [today] = ok(await me.call('GET', '/api/home')).moments;
    expect(today).toMatchObject({ content: '물 한 잔', isCompleted: false });
    const { moment } = ok(await me.call('GET', `/api/bucket/moment/${today.momentID}`));
    expect([moment.startDate, moment.endDate]).toEqual([new Date('2030-02-20T00:00:00+09:00').toISOString(), new Date('2030-02-22T00:00:00+09:00').toISOString()]);
    ok(await me.upload('PATCH', `/api/bucket/moments/${today.momentID}`, 'photoUrl', photo));
    expect(ok(await me.call('GET', '/api/home'))).toMatchObject({ completedCount: 1 });
  });
});
