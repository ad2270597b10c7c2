import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { friendMessages } from './friend-messages.js';
import { buildFriendsTestApp, type FriendsTestApp } from './test-support/friends-test-app.js';
import { notificationsOf, seedMoment, type SeededUser } from './test-support/seed.js';

let t: FriendsTestApp;
let a: SeededUser;
let b: SeededUser;
let c: SeededUser;

beforeEach(async () => {
  t = await buildFriendsTestApp();
  a = await t.user('에이');
  b = await t.user('비');
  c = await t.user('씨');
});
afterEach(() => t.close());

const friendIds = async (userId: string) =>
  ((await t.call('GET', '/api/friends', userId)).body.friends as Array<{ userID: string }>).map((f) => f.userID);

describe('adding friends by code', () => {
  it('checks a code, then adds mutually with a FRIEND notification to both', async () => {
    const check = await t.call('POST', '/api/friends/check-friendCode', a.id, { friendCode: b.friendCode.toLowerCase() });
    expect(check).toEqual({ status: 200, body: { nickname: '비' } });

    const added = await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('비님과 친구가 되었습니다!');
    expect(added.body.friend).toMatchObject({ userID: b.id, nickname: '비', isFixed: false, isKnock: false });
    expect(added.body.friend.profileImageUrl).toMatch(/^http.*default-avatar\.svg$/);

    expect(await friendIds(a.id)).toEqual([b.id]);
    expect(await friendIds(b.id)).toEqual([a.id]);
    expect(await notificationsOf(t.app.db, a.id)).toEqual([{ type: 'FRIEND', content: expect.stringContaining('비님과') }]);
    expect(await notificationsOf(t.app.db, b.id)).toEqual([{ type: 'FRIEND', content: expect.stringContaining('에이님과') }]);
  });

  it('refuses the own code (400), unknown codes (404) and existing friends both ways (409)', async () => {
    for (const path of ['/api/friends/check-friendCode', '/api/friends']) {
      const self = await t.call('POST', path, a.id, { friendCode: a.friendCode });
      expect(self).toEqual({ status: 400, body: { code: 'SELF_FRIEND', message: friendMessages.ownCode } });
      const unknown = await t.call('POST', path, a.id, { friendCode: 'ZZZZ9999' });
      expect(unknown).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: friendMessages.unknownCode } });
    }
    const malformed = await t.call('POST', '/api/friends', a.id, { friendCode: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/8자리/);

    expect((await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode })).status).toBe(200);
    for (const [from, code] of [[a.id, b.friendCode], [b.id, a.friendCode]] as const) {
      const again = await t.call('POST', '/api/friends', from, { friendCode: code });
      expect(again).toEqual({ status: 409, body: { code: 'ALREADY_FRIENDS', message: friendMessages.alreadyFriends } });
      expect((await t.call('POST', '/api/friends/check-friendCode', from, { friendCode: code })).status).toBe(409);
    }
    expect(await notificationsOf(t.app.db, b.id)).toHaveLength(1);
  });

  it("accepts the trailing-slash path POST /api/friends/ of docs/product-spec.md", async () => {
    const added = await t.call('POST', '/api/friends/', b.id, { friendCode: c.friendCode });
    expect(added.status).toBe(200);
    expect(await friendIds(c.id)).toEqual([b.id]);
  });

  it('rate-limits code checks and adds per user so codes cannot be enumerated', async () => {
    for (let i = 0; i < 10; i += 1) {
      const guess = `ABCD${String(i).padStart(4, '0')}`;
      expect((await t.call('POST', '/api/friends/check-friendCode', a.id, { friendCode: guess })).status).toBe(404);
    }
    const limited = await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode });
    expect(limited).toEqual({ status: 429, body: { code: 'RATE_LIMITED', message: friendMessages.tooManyCodeChecks } });
    // Another user keeps their own budget; the limited one gets theirs back a minute later.
    expect((await t.call('POST', '/api/friends/check-friendCode', b.id, { friendCode: c.friendCode })).status).toBe(200);
    t.setNow('2025-03-12T12:01:01+09:00');
    expect((await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode })).status).toBe(200);
  });
});

describe('pinning and order', () => {
  it('orders pinned first (most recently pinned first), then oldest friendship first, per side', async () => {
    const d = await t.user('디');
    for (const [user, at] of [[b, '12:00'], [c, '12:10'], [d, '12:20']] as const) {
      t.setNow(`2025-03-12T${at}:00+09:00`);
      await t.call('POST', '/api/friends', a.id, { friendCode: user.friendCode });
    }
    expect(await friendIds(a.id)).toEqual([b.id, c.id, d.id]);

    t.setNow('2025-03-12T13:00:00+09:00');
    expect(await t.call('PATCH', '/api/friends/fixed', a.id, { friendUserID: d.id })).toEqual({
      status: 200,
      body: { message: friendMessages.pinned, isFixed: true },
    });
    t.setNow('2025-03-12T13:05:00+09:00');
    await t.call('PATCH', '/api/friends/fixed', a.id, { friendUserID: c.id });
    expect(await friendIds(a.id)).toEqual([c.id, d.id, b.id]);
    const list = (await t.call('GET', '/api/friends', a.id)).body.friends;
    expect(list.map((f: { isFixed: boolean }) => f.isFixed)).toEqual([true, true, false]);

    // The other side is untouched.
    const bSide = (await t.call('GET', '/api/friends', d.id)).body.friends;
    expect(bSide).toEqual([expect.objectContaining({ userID: a.id, isFixed: false })]);

    const unpin = await t.call('PATCH', '/api/friends/fixed', a.id, { friendUserID: c.id });
    expect(unpin.body).toEqual({ message: friendMessages.unpinned, isFixed: false });
    expect(await friendIds(a.id)).toEqual([d.id, b.id, c.id]);
  });
});

describe('deleting a friend', () => {
  it('removes both sides and the cheers between the two, and nothing else', async () => {
    await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode });
    await t.call('POST', '/api/friends', a.id, { friendCode: c.friendCode });
    await t.call('POST', '/api/friends', b.id, { friendCode: c.friendCode });
    const at = '2025-03-12T09:00:00+09:00';
    const aMoment = await seedMoment(t.app.db, a.id, { completedAt: at });
    const bMoment = await seedMoment(t.app.db, b.id, { completedAt: at });
    expect((await t.call('POST', `/api/friends/cheer/${a.id}/${aMoment.momentId}`, b.id)).status).toBe(200);
    expect((await t.call('POST', `/api/friends/cheer/${b.id}/${bMoment.momentId}`, a.id)).status).toBe(200);
    expect((await t.call('POST', `/api/friends/cheer/${b.id}/${bMoment.momentId}`, c.id)).status).toBe(200);

    const removed = await t.call('DELETE', '/api/friends', a.id, { friendUserID: b.id });
    expect(removed).toEqual({ status: 200, body: { message: friendMessages.deleted } });
    expect(await friendIds(a.id)).toEqual([c.id]);
    expect(await friendIds(b.id)).toEqual([c.id]);

    // Friends again: the old cheers between a and b are gone, c's cheer on b's moment stays.
    await t.call('POST', '/api/friends', b.id, { friendCode: a.friendCode });
    const aFeed = await t.call('GET', `/api/feed/${b.id}`, a.id);
    expect(aFeed.body.moments[0].cheered).toBe(false);
    expect((await t.call('GET', `/api/feed/${a.id}`, b.id)).body.moments[0].cheered).toBe(false);
    expect((await t.call('GET', `/api/feed/${b.id}`, c.id)).body.moments[0].cheered).toBe(true);
  });
});

describe("a stranger's ids", () => {
  it('are 404 on every id route (and malformed ids 400)', async () => {
    await t.call('POST', '/api/friends', b.id, { friendCode: c.friendCode });
    const cMoment = await seedMoment(t.app.db, c.id, { completedAt: '2025-03-12T09:00:00+09:00' });
    const calls = [
      t.call('DELETE', '/api/friends', a.id, { friendUserID: b.id }),
      t.call('PATCH', '/api/friends/fixed', a.id, { friendUserID: b.id }),
      t.call('POST', '/api/friends/knock', a.id, { friendUserID: b.id }),
      t.call('POST', `/api/friends/cheer/${c.id}/${cMoment.momentId}`, a.id),
      t.call('GET', `/api/feed/${c.id}`, a.id),
      // The caller's own id is no friend either.
      t.call('GET', `/api/feed/${a.id}`, a.id),
      t.call('POST', '/api/friends/knock', a.id, { friendUserID: a.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    expect((await t.call('GET', '/api/feed/not-a-uuid', a.id)).status).toBe(400);
    expect((await t.call('PATCH', '/api/friends/fixed', a.id, {})).status).toBe(400);
    // Nothing changed for the real friends.
    expect(await friendIds(b.id)).toEqual([c.id]);
  });

  it('need a signed-in user', async () => {
    const response = await fetch(`${t.url}/api/friends`);
    expect(response.status).toBe(401);
  });
});
