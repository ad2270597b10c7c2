// Who may see a photo (ADR 0003) through the real HTTP API: a profile photo reaches any signed-in user shown
// that user, and a withdrawal makes every URL of the leaver's photos 404 at once. Friend, stranger,
// ex-friend and expiry cells: security/authorization-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf } from './photo-urls.js';
import { buildSecurityApp, photoForm, type SecurityApp } from './security/world.js';

let app: SecurityApp;
beforeAll(async () => {
  app = await buildSecurityApp();
}, 60_000);
afterAll(() => app?.close());

const get = async (path: string, token: string) => {
  const answer = await app.send({ method: 'GET', path }, token);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body;
};

describe('photo access', () => {
  it("a profile photo reaches whoever is shown its user: the new friend's add answer and friend list", async () => {
    const [owner, newcomer] = await Promise.all([app.member('owner'), app.member('newcomer')]);
    const profile = await app.send({ method: 'PATCH', path: '/api/users/profile', form: await photoForm('profileImage') }, owner.token);
    expect(profile.status).toBe(200);
    const key = keyOf(profile.body.user.profileImageUrl);

    const added = await app.send({ method: 'POST', path: '/api/friends', json: { friendCode: owner.friendCode } }, newcomer.token);
    expect(added.status).toBe(200);
    const listed = (await get('/api/friends', newcomer.token)).friends.find((f: { userID: string }) => f.userID === owner.id);
    for (const url of [added.body.friend.profileImageUrl, listed.profileImageUrl] as string[]) {
      expect(keyOf(url)).toBe(key);
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it("withdrawal (DELETE /api/users) makes the leaver's photo URLs 404 for the owner's and the friend's copies", async () => {
    const w = await app.world();
    expect((await app.send({ method: 'PATCH', path: '/api/users/profile', form: await photoForm('profileImage') }, w.owner.token)).status).toBe(200);
    const urls: string[] = [
      (await get(`/api/bucket/moment/${w.provenMoment}`, w.owner.token)).moment.photoUrl,
      (await get('/api/users', w.owner.token)).user.profileImageUrl,
      (await get(`/api/feed/${w.owner.id}`, w.friend.token)).moments[0].imageUrl,
      (await get('/api/friends', w.friend.token)).friends[0].profileImageUrl,
    ];
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);

    expect((await app.send({ method: 'DELETE', path: '/api/users' }, w.owner.token)).status).toBe(200);
    for (const url of urls) {
      const answer = await fetch(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.json()).toEqual({ message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' });
    }
    expect((await get('/api/friends', w.friend.token)).friends).toEqual([]);
  });
});
