import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.js';
import { friendMessages } from './friend-messages.js';
import { signedPhotoUrl } from '../../../test/photo-urls.js';
import { buildFriendsTestApp, type FriendsTestApp } from './test-support/friends-test-app.js';
import { notificationsOf, seedMoment, type SeededUser } from './test-support/seed.js';

// Wednesday 2025-03-12 12:00 in Seoul; that week began on Monday 2025-03-10 00:00 Seoul.
const NOW = '2025-03-12T12:00:00+09:00';

let t: FriendsTestApp;
let a: SeededUser;
let b: SeededUser;
let c: SeededUser;

beforeEach(async () => {
  t = await buildFriendsTestApp(NOW);
  a = await t.user('에이');
  b = await t.user('비');
  c = await t.user('씨');
  await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode });
});
afterEach(() => t.close());

describe('a friend feed', () => {
  it("lists the friend's completed REPEAT moments of the last 7 days, newest first", async () => {
    const older = await seedMoment(t.app.db, b.id, { bucketContent: '책 읽기', frequency: 'weekly', completedAt: '2025-03-06T09:00:00+09:00' });
    const newer = await seedMoment(t.app.db, b.id, { bucketContent: '물 마시기', completedAt: '2025-03-12T08:00:00+09:00' });
    await seedMoment(t.app.db, b.id, { completedAt: '2025-03-05T11:59:00+09:00' }); // 7 days + 1 min ago
    await seedMoment(t.app.db, b.id, { completedAt: '2025-03-12T13:00:00+09:00' }); // after "now"
    await seedMoment(t.app.db, b.id); // not completed
    await seedMoment(t.app.db, b.id, { bucketType: 'ACHIEVEMENT', completedAt: '2025-03-11T08:00:00+09:00' });
    await seedMoment(t.app.db, a.id, { completedAt: '2025-03-11T08:00:00+09:00' }); // the caller's own

    const feed = await t.call('GET', `/api/feed/${b.id}`, a.id);
    expect(feed.status).toBe(200);
    expect(feed.body).toEqual({
      nickname: '비',
      isKnock: false,
      moments: [
        {
          momentId: newer.momentId,
          bucketContent: '물 마시기',
          date: '2025-03-11T23:00:00.000Z',
          // Issued at 12:00 Seoul: the 12:00–12:30 window's URL, which expires at 13:00.
          imageUrl: signedPhotoUrl(t.config.publicUrl, newer.photoKey!, '2025-03-12T13:00:00+09:00'),
          cheered: false,
          frequency: 'daily',
        },
        expect.objectContaining({ momentId: older.momentId, bucketContent: '책 읽기', frequency: 'weekly' }),
      ],
    });
  });

  it('keeps a moment whose proof photo was removed, its imageUrl null', async () => {
    const moment = await seedMoment(t.app.db, b.id, { completedAt: '2025-03-11T08:00:00+09:00' });
    await t.app.db.delete(photos).where(eq(photos.key, moment.photoKey!));
    expect((await t.call('GET', `/api/feed/${b.id}`, a.id)).body.moments).toEqual([
      expect.objectContaining({ momentId: moment.momentId, imageUrl: null, date: '2025-03-10T23:00:00.000Z' }),
    ]);
  });

  it('is an empty list, with the nickname, for a friend without moments in the window', async () => {
    await seedMoment(t.app.db, b.id, { completedAt: '2025-03-01T08:00:00+09:00' }); // 11 days ago
    expect(await t.call('GET', `/api/feed/${b.id}`, a.id)).toEqual({ status: 200, body: { nickname: '비', isKnock: false, moments: [] } });
  });

  it('is 404 for a user who is not a friend', async () => {
    await seedMoment(t.app.db, c.id, { completedAt: '2025-03-12T08:00:00+09:00' });
    expect((await t.call('GET', `/api/feed/${c.id}`, a.id)).status).toBe(404);
  });
});

describe('cheering', () => {
  it("cheers a friend's completed moment once, notifying the owner with the cheerer and the moment", async () => {
    const moment = await seedMoment(t.app.db, b.id, { content: '아침 러닝', completedAt: '2025-03-11T08:00:00+09:00' });
    const path = `/api/friends/cheer/${b.id}/${moment.momentId}`;
    expect(await t.call('POST', path, a.id)).toEqual({ status: 200, body: { message: '비님의 모멘트를 응원했습니다!' } });
    expect((await t.call('GET', `/api/feed/${b.id}`, a.id)).body.moments[0].cheered).toBe(true);
    expect(await notificationsOf(t.app.db, b.id)).toContainEqual({
      type: 'CHEER',
      content: "에이님이 '아침 러닝' 모멘트를 응원했어요!",
    });

    const again = await t.call('POST', path, a.id);
    expect(again).toEqual({ status: 409, body: { code: 'ALREADY_CHEERED', message: friendMessages.alreadyCheered } });
    expect((await notificationsOf(t.app.db, b.id)).filter((n) => n.type === 'CHEER')).toHaveLength(1);
  });

  it("refuses own, a stranger's and an incomplete moment", async () => {
    const own = await seedMoment(t.app.db, a.id, { completedAt: '2025-03-11T08:00:00+09:00' });
    const strangers = await seedMoment(t.app.db, c.id, { completedAt: '2025-03-11T08:00:00+09:00' });
    const incomplete = await seedMoment(t.app.db, b.id);

    expect((await t.call('POST', `/api/friends/cheer/${a.id}/${own.momentId}`, a.id)).status).toBe(404);
    expect((await t.call('POST', `/api/friends/cheer/${b.id}/${own.momentId}`, a.id)).status).toBe(404);
    expect((await t.call('POST', `/api/friends/cheer/${c.id}/${strangers.momentId}`, a.id)).status).toBe(404);
    // A friend's id with a stranger's moment is still "not found".
    expect((await t.call('POST', `/api/friends/cheer/${b.id}/${strangers.momentId}`, a.id)).status).toBe(404);
    expect(await t.call('POST', `/api/friends/cheer/${b.id}/${incomplete.momentId}`, a.id)).toEqual({
      status: 409,
      body: { code: 'NOT_ELIGIBLE', message: friendMessages.momentNotCompleted },
    });
    expect(await notificationsOf(t.app.db, c.id)).toEqual([]);
  });
});

describe('knocking', () => {
  const knock = (from: SeededUser, to: SeededUser) => t.call('POST', '/api/friends/knock', from.id, { friendUserID: to.id });
  const isKnock = async () => (await t.call('GET', '/api/friends', a.id)).body.friends[0].isKnock as boolean;

  it('is refused while the friend completed a moment in the last 7 days', async () => {
    await seedMoment(t.app.db, b.id, { completedAt: '2025-03-06T09:00:00+09:00' });
    expect(await knock(a, b)).toEqual({ status: 409, body: { code: 'KNOCK_NOT_ALLOWED', message: friendMessages.friendIsActive } });
    // Once that moment is more than 7 days old, the friend is quiet again.
    t.setNow('2025-03-13T09:00:01+09:00');
    expect((await knock(a, b)).status).toBe(200);
  });

  it('works once a week, notifies the friend, and resets at Monday 00:00 Seoul', async () => {
    expect(await knock(a, b)).toEqual({ status: 200, body: { message: '비님께 노크하였습니다!' } });
    expect(await isKnock()).toBe(true);
    expect((await t.call('GET', `/api/feed/${b.id}`, a.id)).body.isKnock).toBe(true);
    expect(await notificationsOf(t.app.db, b.id)).toContainEqual({ type: 'KNOCK', content: '에이님이 노크했어요! 새로운 모멘트를 올려 보세요.' });
    // b's own knock budget towards a is separate.
    expect((await t.call('GET', '/api/friends', b.id)).body.friends[0].isKnock).toBe(false);

    t.setNow('2025-03-16T23:59:59+09:00'); // Sunday night, same week
    expect(await knock(a, b)).toEqual({ status: 409, body: { code: 'KNOCK_NOT_ALLOWED', message: friendMessages.alreadyKnocked } });
    expect(await isKnock()).toBe(true);

    t.setNow('2025-03-17T00:00:00+09:00'); // Monday 00:00 Seoul = Sunday 15:00 UTC
    expect(await isKnock()).toBe(false);
    expect((await knock(a, b)).status).toBe(200);
    expect((await notificationsOf(t.app.db, b.id)).filter((n) => n.type === 'KNOCK')).toHaveLength(2);
  });

  it('lets only one of two parallel knocks through', async () => {
    const results = await Promise.all([knock(a, b), knock(a, b), knock(a, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});
