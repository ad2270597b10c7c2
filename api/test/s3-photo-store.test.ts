// The API with its photos in an S3-compatible store (s3rver over HTTP, in its own process): answers carry
// presigned URLs of the store that a browser reads directly, the API's own /photos/* route is gone, and
// withdrawal and refused uploads leave no object behind. The store itself: src/photos/photo-storage-contract.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listBucket } from '../src/photos/test-support/s3-bucket.js';
import { photoForm } from './security/world.js';
import { s3AppSetup } from './s3-app.js';

const world = s3AppSetup();

/** The object key a presigned path-style URL of the test bucket names. */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname).replace(`/${world.s3.bucket}/`, '');

const get = async (path: string, token: string) => {
  const answer = await world.app.send({ method: 'GET', path }, token);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body;
};

describe('photos in an S3-compatible store', () => {
  it('a proof photo is stored in the bucket and its URL in the answers reads straight from the store', async () => {
    const before = await listBucket(world.s3);
    const w = await world.app.world();
    const photoUrl: string = (await get(`/api/bucket/moment/${w.provenMoment}`, w.owner.token)).moment.photoUrl;
    const feedUrl: string = (await get(`/api/feed/${w.owner.id}`, w.friend.token)).moments[0].imageUrl;

    expect(photoUrl.startsWith(`${world.s3.endpoint}/${world.s3.bucket}/p/`), photoUrl).toBe(true);
    expect(new URL(photoUrl).searchParams.get('X-Amz-Expires')).toBe('3600');
    const key = keyOf(photoUrl);
    const added = (await listBucket(world.s3)).filter((k) => !before.includes(k));
    expect(added).toContain(key);
    expect(added.filter((k) => k.startsWith('t/'))).toHaveLength(1);

    for (const url of [photoUrl, feedUrl]) {
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('private');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }

    // Reads never go through the API: its /photos/* route is not there at all.
    const viaApi = await fetch(`${world.app.url}/photos/${key}`);
    expect(viaApi.status).toBe(404);
    expect(await viaApi.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
  });

  it("withdrawal (DELETE /api/users) deletes every object of the leaver's photos from the bucket", async () => {
    const w = await world.app.world();
    expect((await world.app.send({ method: 'PATCH', path: '/api/users/profile', form: await photoForm('profileImage') }, w.owner.token)).status).toBe(200);
    const urls: string[] = [
      (await get(`/api/bucket/moment/${w.provenMoment}`, w.owner.token)).moment.photoUrl,
      (await get('/api/users', w.owner.token)).user.profileImageUrl,
    ];
    const keys = urls.map(keyOf);
    const stored = await listBucket(world.s3);
    for (const key of keys) expect(stored).toContain(key);
    const thumbsBefore = stored.filter((k) => k.startsWith('t/')).length;

    expect((await world.app.send({ method: 'DELETE', path: '/api/users' }, w.owner.token)).status).toBe(200);
    const after = await listBucket(world.s3);
    for (const key of keys) expect(after).not.toContain(key);
    // Each photo had a thumbnail: both of the leaver's are gone as well.
    expect(after.filter((k) => k.startsWith('t/')).length).toBe(thumbsBefore - 2);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(404);
  });

  it('a refused upload leaves no object: a NUL in a field sent after the photo, and an over-long nickname', async () => {
    const member = await world.app.member('refused');
    const before = await listBucket(world.s3);

    const withNul = await photoForm('profileImage');
    withNul.append('newNickname', '새\u0000이름');
    const nul = await world.app.send({ method: 'PATCH', path: '/api/users/profile', form: withNul }, member.token);
    expect(nul.status).toBe(400);

    const longName = await photoForm('profileImage');
    longName.append('newNickname', '가'.repeat(21));
    const long = await world.app.send({ method: 'PATCH', path: '/api/users/profile', form: longName }, member.token);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('닉네임은 20자 이하로 입력해 주세요.');

    expect(await listBucket(world.s3)).toEqual(before);
  });
});
