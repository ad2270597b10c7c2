// '보호권 선물하기': a friend only, once per friend per Seoul week, while the friend holds fewer than 2.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFriendsTestApp, type FriendsTestApp } from './test-support/friends-test-app.js';
import { notificationsOf, type SeededUser } from './test-support/seed.js';

// Wednesday 2025-03-12 in Seoul; the next week begins Monday 2025-03-17 00:00.
const NOW = '2025-03-12T12:00:00+09:00';

let t: FriendsTestApp;
let giver: SeededUser;
let friend: SeededUser;
beforeEach(async () => {
  t = await buildFriendsTestApp(NOW);
  giver = await t.user('주는이');
  friend = await t.user('받는이');
  await t.call('POST', '/api/friends', giver.id, { friendCode: friend.friendCode });
});
afterEach(() => t.close());

const gift = (from: SeededUser, to: SeededUser) => t.call('POST', `/api/friends/${to.id}/freeze-gift`, from.id);
const held = async (user: SeededUser) => (await t.call('GET', '/api/home/streak', user.id)).body.freezesHeld as number;

describe('giving a 작심 보호권', () => {
  it("adds one to the friend's, costs the giver nothing, and tells the friend", async () => {
    expect(await gift(giver, friend)).toEqual({ status: 200, body: { message: '받는이님에게 작심 보호권을 선물했어요!' } });
    expect(await held(friend)).toBe(1);
    expect(await held(giver)).toBe(0);
    expect((await notificationsOf(t.app.db, friend.id)).filter((n) => n.type === 'GIFT')).toEqual([
      { type: 'GIFT', content: '주는이님이 작심 보호권을 선물했어요.' },
    ]);
  });

  it('allows one per friend per Seoul week, again from Monday', async () => {
    expect((await gift(giver, friend)).status).toBe(200);
    t.setNow('2025-03-16T23:59:00+09:00');
    expect(await gift(giver, friend)).toEqual({
      status: 409,
      body: { code: 'ALREADY_GIFTED', message: '이번 주에는 이미 보호권을 선물했어요. 월요일에 다시 선물할 수 있어요.' },
    });
    expect(await held(friend)).toBe(1);
    t.setNow('2025-03-17T00:00:00+09:00');
    expect((await gift(giver, friend)).status).toBe(200);
    expect(await held(friend)).toBe(2);
  });

  it('is refused while the friend holds 2, and changes nothing', async () => {
    const other = await t.user('또다른');
    await t.call('POST', '/api/friends', other.id, { friendCode: friend.friendCode });
    expect((await gift(giver, friend)).status).toBe(200);
    expect((await gift(other, friend)).status).toBe(200);
    const third = await t.user('세번째');
    await t.call('POST', '/api/friends', third.id, { friendCode: friend.friendCode });
    expect(await gift(third, friend)).toEqual({ status: 409, body: { code: 'FREEZES_FULL', message: '친구의 보호권이 가득 찼어요.' } });
    expect(await held(friend)).toBe(2);
    expect((await notificationsOf(t.app.db, friend.id)).filter((n) => n.type === 'GIFT')).toHaveLength(2);
  });

  it('answers 404 for someone who is not a friend, and changes nothing', async () => {
    const stranger = await t.user('모르는이');
    expect(await gift(stranger, friend)).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: '친구를 찾을 수 없습니다.' } });
    expect(await gift(giver, giver)).toMatchObject({ status: 404 });
    expect(await held(friend)).toBe(0);
  });

  it('refuses a friend id that is not a UUID with a Korean message', async () => {
    const answer = await t.call('POST', '/api/friends/not-a-uuid/freeze-gift', giver.id);
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(answer.body.message).toContain('친구 ID 형식이 올바르지 않습니다.');
  });
});
