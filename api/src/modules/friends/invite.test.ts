import { eq } from 'drizzle-orm';
import { INVITE_LINK_INVALID } from '@momentum/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photos, users } from '../../db/schema/index.js';
import { friendMessages } from './friend-messages.js';
import { buildFriendsTestApp, type FriendsTestApp } from './test-support/friends-test-app.js';
import { notificationsOf, type SeededUser } from './test-support/seed.js';

let t: FriendsTestApp;
let a: SeededUser;
let b: SeededUser;

beforeEach(async () => {
  t = await buildFriendsTestApp();
  a = await t.user('에이');
  b = await t.user('비');
});
afterEach(() => t.close());

const invite = (userId: string, code: string) => t.call('GET', `/api/friends/invite/${encodeURIComponent(code)}`, userId);

describe('opening an invite link', () => {
  it("names the inviter with their picture, and adds nothing by itself", async () => {
    const [photo] = await t.app.db.insert(photos).values({ userId: b.id, key: 'p/invite.webp', thumbKey: 't/invite.webp' }).returning({ id: photos.id });
    await t.app.db.update(users).set({ profilePhotoId: photo!.id }).where(eq(users.id, b.id));

    const opened = await invite(a.id, b.friendCode.toLowerCase());
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ nickname: '비', profileImageUrl: expect.stringContaining('p/invite.webp'), relation: 'NEW' });
    expect((await t.call('GET', '/api/friends', a.id)).body.friends).toEqual([]);
    expect(await notificationsOf(t.app.db, b.id)).toEqual([]);
  });

  it('says when the two are already friends, and when the link is one’s own', async () => {
    expect((await t.call('POST', '/api/friends', a.id, { friendCode: b.friendCode })).status).toBe(200);
    expect((await invite(a.id, b.friendCode)).body).toMatchObject({ nickname: '비', relation: 'FRIEND' });
    expect((await invite(b.id, a.friendCode)).body).toMatchObject({ nickname: '에이', relation: 'FRIEND' });
    const own = await invite(a.id, a.friendCode);
    expect(own).toEqual({ status: 200, body: { nickname: '에이', profileImageUrl: expect.stringMatching(/default-avatar\.svg$/), relation: 'SELF' } });
  });

  it('answers an unknown code 404 and a malformed one 400, both with the invite message', async () => {
    expect(await invite(a.id, 'ZZZZ9999')).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: INVITE_LINK_INVALID } });
    for (const malformed of ['abc', 'ABCD12345', 'ABCD-123', '<script>']) {
      const answer = await invite(a.id, malformed);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(INVITE_LINK_INVALID);
    }
  });

  it('spends the friend-code budget: invites and code checks together get 10 a minute', async () => {
    for (let i = 0; i < 5; i += 1) expect((await invite(a.id, `ABCD${String(i).padStart(4, '0')}`)).status).toBe(404);
    for (let i = 5; i < 10; i += 1) {
      expect((await t.call('POST', '/api/friends/check-friendCode', a.id, { friendCode: `ABCD${String(i).padStart(4, '0')}` })).status).toBe(404);
    }
    const limited = { status: 429, body: { code: 'RATE_LIMITED', message: friendMessages.tooManyCodeChecks } };
    expect(await invite(a.id, b.friendCode)).toEqual(limited);
    expect(await t.call('POST', '/api/friends/check-friendCode', a.id, { friendCode: b.friendCode })).toEqual(limited);
    expect((await invite(b.id, a.friendCode)).status).toBe(200);
    t.setNow('2025-03-12T12:01:01+09:00');
    expect((await invite(a.id, b.friendCode)).status).toBe(200);
  });
});
