// The nickname is shown to friends: it must be a readable name (text-rules.ts), stored as NFC, and no
// text a request carries may be one the database cannot hold, files included (nothing written on refusal).
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.js';
import { listFiles, makeTempDir, phoneJpeg, removeDir } from '../../photos/test-support/fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { getMe, signIn } from '../../../test/sign-in-helpers.js';
import { patchProfile } from './test-support/profile-client.js';

let t: TestApp;
let photoDir: string;
let token: string;

const me = async () => ((await (await getMe(t, token)).json()) as { user: { nickname: string; profileImageUrl: string } }).user;
const photoRows = async () => (await t.database.db.select({ n: count() }).from(photos))[0]?.n;
const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
const validation = (message: string) => ({ status: 400, body: { code: 'VALIDATION', message } });

describe('nickname rule on PATCH /api/users/profile', () => {
  beforeEach(async () => {
    photoDir = await makeTempDir('nickname');
    t = await buildTestApp({ env: { PHOTO_DIR: photoDir } });
    ({ accessToken: token } = await signIn(t, '처음닉네임', 'nick@example.com'));
  });
  afterEach(async () => {
    await t.close();
    await removeDir(photoDir);
  });

  it('refuses control characters and bidi overrides or isolates', async () => {
    for (const nickname of ['모\u0000멘', '모멘\u0007', '모\t멘', '모멘\u007F', '모멘\u009B', '\u202E멘모', '모멘\u202A', '모멘\u2066', '모멘\u2069']) {
      expect(await refusal(await patchProfile(t, token, { nickname })), JSON.stringify(nickname)).toEqual(
        nickname.includes('\u0000') ? validation('입력값에 사용할 수 없는 문자가 있습니다.') : validation('닉네임에 사용할 수 없는 문자가 있습니다.'),
      );
    }
    expect((await me()).nickname).toBe('처음닉네임');
  });

  it('refuses a name that is blank once zero-width and filler characters are removed', async () => {
    for (const nickname of ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF\u200B', '\u3164\u3164', '\u115F\u1160', ' \u3164 ']) {
      expect(await refusal(await patchProfile(t, token, { nickname })), JSON.stringify(nickname)).toEqual(validation('닉네임을 입력해 주세요.'));
    }
    expect((await me()).nickname).toBe('처음닉네임');
  });

  it('stores the NFC form and counts 20 characters on the normalised, trimmed name', async () => {
    const decomposed = ` ${'\u1112\u1161\u11AB'.repeat(20)} `; // 한 ×20 as 60 jamo
    const answer = await patchProfile(t, token, { nickname: decomposed });
    expect(answer.status).toBe(200);
    expect((await me()).nickname).toBe('한'.repeat(20));
    expect(await refusal(await patchProfile(t, token, { nickname: '\u1112\u1161\u11AB'.repeat(21) }))).toEqual(validation('닉네임은 20자 이하로 입력해 주세요.'));
  });

  it('refuses a NUL in a text field sent after the photo and keeps no file or row of it', async () => {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' }), 'me.jpg');
    form.append('newNickname', '새\u0000이름');
    const response = await fetch(`${t.url}/api/users/profile`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(await refusal(response)).toEqual(validation('입력값에 사용할 수 없는 문자가 있습니다.'));
    expect(await listFiles(photoDir)).toEqual([]);
    expect(await photoRows()).toBe(0);
    expect(await me()).toMatchObject({ nickname: '처음닉네임' });
  });
});

describe('nickname and email from the provider at sign-in', () => {
  // One app whose Kakao answers with `account` for a new provider id on each sign-in (a new user).
  let kakao: TestApp;
  let account: object;
  let kakaoId = 4_000;
  const scriptedKakao: typeof fetch = async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === '/v2/user/me') return Response.json({ id: kakaoId, kakao_account: account });
    if (path === '/v1/user/access_token_info') return Response.json({ id: kakaoId, expires_in: 3600, app_id: kakao.config.kakao.appId });
    return Response.json({ error: 'not scripted' }, { status: 400 });
  };
  beforeEach(async () => {
    kakao = await buildTestApp({ fetch: scriptedKakao });
  });
  afterEach(() => kakao.close());

  async function signInWith(answer: object) {
    account = answer;
    kakaoId += 1;
    const login = await fetch(`${kakao.url}/auth/kakao-login/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kakaoAccessToken: 'provider-token' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return ((await (await getMe(kakao, accessToken)).json()) as { user: { nickname: string; email: string | null } }).user;
  }

  it('falls back to the email name when the provider nickname breaks the rule', async () => {
    for (const nickname of ['모\u0000멘', '\u202E멘모', '\u3164\u3164', '모멘\u0007']) {
      expect(await signInWith({ email: 'sprout@example.com', profile: { nickname } }), JSON.stringify(nickname)).toMatchObject({
        nickname: 'sprout',
        email: 'sprout@example.com',
      });
    }
  });

  it('falls back to 모멘터 and drops an unreadable email instead of failing sign-in', async () => {
    expect(await signInWith({ email: 'a\u0000b@example.com', profile: { nickname: '\u200B' } })).toMatchObject({ nickname: '모멘터', email: null });
    expect(await signInWith({ email: '\u202Eevil@example.com', profile: { nickname: '새싹' } })).toMatchObject({ nickname: '새싹', email: null });
  });

  it('stores a provider nickname in NFC, cut to 20 characters', async () => {
    expect((await signInWith({ email: null, profile: { nickname: '\u1112\u1161\u11AB'.repeat(25) } })).nickname).toBe('한'.repeat(20));
  });
});
