import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { photos } from '../../db/schema/index.js';
import { SVG_PLAIN, listFiles, makeTempDir, phoneJpeg, removeDir, solidImage } from '../../photos/test-support/fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { SIGNED_PHOTO_URL, keyOf } from '../../../test/photo-urls.js';
import { getMe, signIn } from '../../../test/sign-in-helpers.js';
import { patchProfile } from './test-support/profile-client.js';

let t: TestApp;
let photoDir: string;
let token: string;

beforeEach(async () => {
  photoDir = await makeTempDir('profile');
  t = await buildTestApp({ env: { PHOTO_DIR: photoDir } });
  ({ accessToken: token } = await signIn(t, '처음닉네임', 'profile@example.com'));
});
afterEach(async () => {
  await t.close();
  await removeDir(photoDir);
});

const me = async () => ((await (await getMe(t, token)).json()) as { user: { nickname: string; profileImageUrl: string } }).user;
const photoRows = async () => (await t.database.db.select({ n: count() }).from(photos))[0]?.n;

async function expectRefused(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string };
  if (message) expect(body.message).toBe(message);
}

describe('PATCH /api/users/profile', () => {
  it('sets a real photo (normalised, served) and the trimmed nickname, then replaces the photo', async () => {
    const first = await patchProfile(t, token, { nickname: '  새 닉네임  ', image: { data: await phoneJpeg(), type: 'image/jpeg' } });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { message: string; user: { nickname: string; profileImageUrl: string } };
    expect(body.message).toBe('프로필이 수정되었습니다.');
    expect(body.user.nickname).toBe('새 닉네임');
    expect(body.user.profileImageUrl.startsWith(`${t.url}/photos/`)).toBe(true);
    expect(body.user.profileImageUrl).toMatch(SIGNED_PHOTO_URL('p'));
    expect(await me()).toMatchObject(body.user);
    const served = await fetch(body.user.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const firstFiles = await listFiles(photoDir);
    expect(firstFiles).toHaveLength(2); // photo + thumbnail

    const png = await solidImage(50, 50).png().toBuffer();
    const second = await patchProfile(t, token, { nickname: '새 닉네임', image: { data: png, type: 'image/png' } });
    expect(second.status).toBe(200);
    const files = await listFiles(photoDir);
    expect(files).toHaveLength(2);
    expect(files.some((file) => firstFiles.includes(file))).toBe(false); // the old files are gone
    expect(await photoRows()).toBe(1);
    expect((await fetch(body.user.profileImageUrl)).status).toBe(404);
  });

  it('changes only the nickname when no file is sent', async () => {
    const before = await me();
    const response = await patchProfile(t, token, { nickname: '이름만' });
    expect(response.status).toBe(200);
    expect(await me()).toEqual({ ...before, nickname: '이름만' });
  });

  it('refuses a non-image with 415 and changes nothing', async () => {
    const before = await me();
    const response = await patchProfile(t, token, {
      nickname: '바뀌면 안 됨',
      image: { data: Buffer.from(SVG_PLAIN), type: 'image/svg+xml', name: 'a.svg' },
    });
    await expectRefused(response, 415);
    expect(await me()).toEqual(before);
    expect(await listFiles(photoDir)).toEqual([]);
    expect(await photoRows()).toBe(0);
  });

  it('refuses an over-long nickname with 400 and removes the uploaded photo', async () => {
    const before = await me();
    const response = await patchProfile(t, token, { nickname: '가'.repeat(21), image: { data: await phoneJpeg(), type: 'image/jpeg' } });
    await expectRefused(response, 400, '닉네임은 20자 이하로 입력해 주세요.');
    expect(await me()).toEqual(before);
    expect(await listFiles(photoDir)).toEqual([]);
    expect(await photoRows()).toBe(0);
  });

  it('refuses a blank nickname with 400 and changes nothing', async () => {
    const before = await me();
    await expectRefused(await patchProfile(t, token, { nickname: '   ' }), 400, '닉네임을 입력해 주세요.');
    expect(await me()).toEqual(before);
  });

  it('keeps the old photo when a later update is refused', async () => {
    await patchProfile(t, token, { nickname: '사진', image: { data: await phoneJpeg(), type: 'image/jpeg' } });
    const before = await me();
    const files = await listFiles(photoDir);
    const refused = await patchProfile(t, token, { nickname: '', image: { data: await phoneJpeg(), type: 'image/jpeg' } });
    expect(refused.status).toBe(400);
    expect(await me()).toEqual(before);
    expect(await listFiles(photoDir)).toEqual(files);
    expect(await t.database.db.select({ n: count() }).from(photos).where(eq(photos.key, keyOf(before.profileImageUrl)))).toEqual([{ n: 1 }]);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${t.url}/api/users/profile`, { method: 'PATCH', body: new FormData() });
    expect(response.status).toBe(401);
  });
});
