// Photo proofs through the real routes: moment proof inside its window, bucket completion on the last
// proof, achievement proof, refusals (415, 413, ineligible), a client that disconnects, and deletion.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheers } from '../../db/schema/index.js';
import { SVG_PLAIN, noiseImage, phoneJpeg } from '../../photos/test-support/fixtures.js';
import { SIGNED_PHOTO_URL, keyOf } from '../../../test/photo-urls.js';
import { abortedUpload } from './test-support/aborted-upload.js';
import { buildBucketTestApp, scheduleBody, type BucketTestApp } from './test-support/bucket-test-app.js';

const TODAY = '2030-01-10';
let t: BucketTestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildBucketTestApp();
  jpeg = await phoneJpeg();
}, 90_000);
afterAll(() => t.close());

/** A challenging REPEAT bucket with `n` daily moments from TODAY; returns the ids. */
async function challengeWithMoments(userId: string, n: number, content = '아침 운동') {
  const bucketID = (await t.call('POST', '/api/bucket', userId, { type: 'REPEAT', content })).body.bucket.bucketID as string;
  await t.call('PATCH', `/api/bucket/${bucketID}/challenge`, userId);
  const created = await t.call('POST', `/api/bucket/moments/${bucketID}`, userId, scheduleBody(TODAY, n));
  return { bucketID, momentIDs: created.body.moments.map((m: { momentID: string }) => m.momentID) as string[] };
}
const proveMoment = (userId: string, id: string, file = jpeg, opts = {}) => t.upload(`/api/bucket/moments/${id}`, userId, file, opts);
const momentOf = async (userId: string, id: string) => (await t.call('GET', `/api/bucket/moment/${id}`, userId)).body.moment;

describe('moment proof', () => {
  it('stores a rotated, metadata-free copy, completes the moment and shows a thumbnail on the dashboard', async () => {
    t.setNow(`${TODAY}T08:00:00+09:00`);
    const user = await t.newUser();
    const { bucketID, momentIDs } = await challengeWithMoments(user, 2);
    const res = await proveMoment(user, momentIDs[0]!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '모멘트를 인증했습니다!', photoUrl: expect.stringMatching(SIGNED_PHOTO_URL('p')) });

    const stored = Buffer.from(await (await fetch(res.body.photoUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([200, 400, undefined, undefined]);

    expect(await momentOf(user, momentIDs[0]!)).toMatchObject({ isCompleted: true, photoUrl: res.body.photoUrl });
    const [main] = (await t.call('GET', '/api/bucket/challenging/main', user)).body.data;
    expect(main).toMatchObject({ bucketID, momentCount: 2, completedMomentsCount: 1 });
    expect(main.moments[0].photoUrl).toMatch(SIGNED_PHOTO_URL('t'));
    expect((await t.call('GET', `/api/bucket/${bucketID}`, user)).body.bucket).toMatchObject({ isChallenging: true, isCompleted: false });

    expect(await proveMoment(user, momentIDs[0]!)).toEqual({ status: 409, body: { code: 'CONFLICT', message: '이미 인증한 모멘트입니다.' } });
  });

  it('refuses before and after the window, and completes the bucket on its last proof', async () => {
    t.setNow(`${TODAY}T23:00:00+09:00`);
    const user = await t.newUser();
    const { bucketID, momentIDs } = await challengeWithMoments(user, 2);
    expect((await proveMoment(user, momentIDs[1]!)).body).toEqual({ code: 'NOT_ELIGIBLE', message: '아직 인증 기간이 아닙니다.' });
    expect((await proveMoment(user, momentIDs[0]!)).status).toBe(200);
    t.setNow(`2030-01-12T00:00:00+09:00`);
    expect((await proveMoment(user, momentIDs[1]!)).body).toEqual({ code: 'NOT_ELIGIBLE', message: '인증 기간이 지났습니다.' });

    t.setNow(`2030-01-11T10:00:00+09:00`);
    expect((await proveMoment(user, momentIDs[1]!)).status).toBe(200);
    expect((await t.call('GET', `/api/bucket/${bucketID}`, user)).body.bucket).toMatchObject({ isCompleted: true, isChallenging: false });
    expect((await t.call('GET', '/api/bucket/challenging/count', user)).body.challengingCount).toBe(0);
    // The row's state after the last proof; its whole shape is bucket-crud.test's to check.
    const repeat = (await t.call('GET', '/api/bucket/all/repeat', user)).body.buckets;
    expect(repeat).toHaveLength(1);
    expect(repeat[0]).toMatchObject({ bucketID, content: '아침 운동', isCompleted: true, isChallenging: false });
  });

  it('answers 404 for another user’s moment and leaves it untouched', async () => {
    t.setNow(`${TODAY}T08:00:00+09:00`);
    const owner = await t.newUser();
    const intruder = await t.newUser();
    const { momentIDs } = await challengeWithMoments(owner, 1);
    const notFound = { code: 'NOT_FOUND', message: '모멘트를 찾을 수 없습니다.' };
    expect(await proveMoment(intruder, momentIDs[0]!)).toEqual({ status: 404, body: notFound });
    expect(await t.call('GET', `/api/bucket/moment/${momentIDs[0]}`, intruder)).toEqual({ status: 404, body: notFound });
    expect((await momentOf(owner, momentIDs[0]!)).isCompleted).toBe(false);
  });

  it('refuses a non-image, an SVG and a form without the photo, storing nothing', async () => {
    t.setNow(`${TODAY}T08:00:00+09:00`);
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, 1);
    const before = await t.photoFiles();
    const text = await proveMoment(user, momentIDs[0]!, Buffer.from('사진이 아닌 텍스트 파일입니다. '.repeat(50)), { filename: 'fake.jpg' });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await proveMoment(user, momentIDs[0]!, Buffer.from(SVG_PLAIN), { filename: 'a.svg', type: 'image/svg+xml' })).status).toBe(415);
    const wrongField = await proveMoment(user, momentIDs[0]!, jpeg, { field: 'photo' });
    expect(wrongField.status).toBe(400);
    expect((await momentOf(user, momentIDs[0]!)).isCompleted).toBe(false);
    expect(await t.photoFiles()).toEqual(before);
  });

  it('leaves no row change and no file when the client disconnects mid-upload', async () => {
    t.setNow(`${TODAY}T08:00:00+09:00`);
    const user = await t.newUser();
    const { momentIDs } = await challengeWithMoments(user, 1);
    const before = await t.photoFiles();
    const big = await noiseImage(1200, 900).jpeg({ quality: 95 }).toBuffer();
    await abortedUpload(`${t.url}/api/bucket/moments/${momentIDs[0]}`, await t.authHeader(user), big, Math.floor(big.length / 2));
    await new Promise((r) => setTimeout(r, 300));
    expect((await momentOf(user, momentIDs[0]!)).isCompleted).toBe(false);
    expect(await t.photoFiles()).toEqual(before);
    // The moment can still be proven afterwards.
    expect((await proveMoment(user, momentIDs[0]!)).status).toBe(200);
  });
});

describe('achievement proof', () => {
  it('completes an own ACHIEVEMENT bucket with its photo, once', async () => {
    const user = await t.newUser();
    const id = (await t.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content: '마라톤 완주' })).body.bucket.bucketID;
    const png = await noiseImage(300, 200).png().toBuffer();
    const res = await t.upload(`/api/bucket/${id}/achievement-photo`, user, png, { filename: 'done.png', type: 'image/png' });
    expect(res).toEqual({ status: 200, body: { message: '버킷리스트를 달성했습니다!', photoUrl: expect.stringMatching(SIGNED_PHOTO_URL('p')) } });
    expect((await t.call('GET', `/api/bucket/${id}`, user)).body.bucket).toMatchObject({ isCompleted: true, isChallenging: false, photoUrl: res.body.photoUrl });
    expect((await t.upload(`/api/bucket/${id}/achievement-photo`, user, png)).body).toEqual({
      code: 'NOT_ELIGIBLE',
      message: '이미 달성한 버킷리스트입니다.',
    });
  });

  it('refuses REPEAT buckets and a form without a photo', async () => {
    const user = await t.newUser();
    const repeat = (await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content: '반복' })).body.bucket.bucketID;
    expect((await t.upload(`/api/bucket/${repeat}/achievement-photo`, user, jpeg)).body.message).toBe('달성형 버킷리스트만 사진으로 달성할 수 있습니다.');
    const achievement = (await t.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content: '달성' })).body.bucket.bucketID;
    const form = new FormData();
    form.append('note', '사진 없음');
    const res = await fetch(`${t.url}/api/bucket/${achievement}/achievement-photo`, {
      method: 'PATCH',
      headers: { authorization: await t.authHeader(user) },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'VALIDATION', message: '인증할 사진을 첨부해 주세요.' });
  });
});

describe('delete with proofs', () => {
  it('removes the moments, their photo files and cheers', async () => {
    t.setNow(`${TODAY}T08:00:00+09:00`);
    const user = await t.newUser();
    const friend = await t.newUser();
    const { bucketID, momentIDs } = await challengeWithMoments(user, 1);
    const { photoUrl } = (await proveMoment(user, momentIDs[0]!)).body;
    await t.app.db.insert(cheers).values({ momentId: momentIDs[0]!, userId: friend });
    const key = keyOf(photoUrl);
    expect(await t.photoFiles()).toContain(key);

    expect((await t.call('DELETE', `/api/bucket/${bucketID}`, user)).body).toEqual({ message: '버킷리스트가 삭제되었습니다.', type: 'REPEAT' });
    expect(await t.photoFiles()).not.toContain(key);
    expect((await fetch(photoUrl)).status).toBe(404);
    expect((await t.call('GET', `/api/bucket/moment/${momentIDs[0]}`, user)).status).toBe(404);
    expect((await t.app.db.select().from(cheers)).filter((c) => c.momentId === momentIDs[0])).toEqual([]);
  });
});

describe('upload limit', () => {
  it('answers 413 past UPLOAD_MAX_BYTES and stores nothing', async () => {
    const small = await buildBucketTestApp({ UPLOAD_MAX_BYTES: '20000' });
    try {
      small.setNow(`${TODAY}T08:00:00+09:00`);
      const user = await small.newUser();
      const bucketID = (await small.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content: '큰 사진' })).body.bucket.bucketID;
      const big = await noiseImage(800, 600).jpeg({ quality: 95 }).toBuffer();
      expect(big.length).toBeGreaterThan(20000);
      const res = await small.upload(`/api/bucket/${bucketID}/achievement-photo`, user, big);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
      expect((await small.call('GET', `/api/bucket/${bucketID}`, user)).body.bucket.isCompleted).toBe(false);
      expect(await small.photoFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
