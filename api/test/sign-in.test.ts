import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialNickname } from '../src/modules/users/nickname.js';
import { createUsersRepository } from '../src/modules/users/users-repository.js';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './build-test-app.js';
import { CALLBACK, codeFor, cookieFrom, getMe, postJson, signIn, submitAuthorize } from './sign-in-helpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('sign-in through the development Kakao provider', () => {
  it('renders a Korean sign-in page for an allowed redirect URI, carrying the state to its forms', async () => {
    const query = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: CALLBACK, response_type: 'code', state: 'Ab-_9"<x>' });
    const response = await fetch(`${t.url}/oauth/authorize?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toMatch(/<label for="nickname">닉네임<\/label>/);
    expect(html).toMatch(/<label for="email">이메일<\/label>/);
    expect(html).toMatch(/<button[^>]*>로그인<\/button>/);
    // Both forms (accounts, new account) post the state back, escaped, to be echoed to the app.
    expect(html.split('<input type="hidden" name="state" value="Ab-_9&quot;&lt;x&gt;">').length - 1).toBeGreaterThanOrEqual(1);
  });

  it('goes from the authorize page to a signed-in GET /api/users', async () => {
    const location = await submitAuthorize(t, { action: 'login', nickname: '  새싹  ', email: 'sprout@example.com' });
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code')!;

    const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
    expect(exchange.status).toBe(200);
    const { access_token } = (await exchange.json()) as { access_token: string };

    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const setCookie = login.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/momentum_rt=[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=1209600/);

    const me = await getMe(t, accessToken);
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: Record<string, string> };
    expect(user).toMatchObject({
      nickname: '새싹',
      email: 'sprout@example.com',
      profileImageUrl: `${t.config.publicUrl}/static/default-avatar.svg`,
    });
    expect(user.friendCode).toMatch(/^[A-Z]{4}[0-9]{4}$/);
    const friendCode = await fetch(`${t.url}/api/users/friendCode`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await friendCode.json()).toEqual({ friendCode: user.friendCode });

    const avatar = await fetch(user.profileImageUrl!);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('lists existing accounts as buttons named by nickname and signs in as the same user again', async () => {
    const first = await signIn(t, '도토리', 'acorn@example.com');
    const { user: firstMe } = (await (await getMe(t, first.accessToken)).json()) as { user: { friendCode: string } };

    const query = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: CALLBACK, response_type: 'code' });
    const html = await (await fetch(`${t.url}/oauth/authorize?${query}`)).text();
    const account = /<button class="account" type="submit" name="account" value="(\d+)"\s+aria-label="도토리">/.exec(html);
    expect(account).not.toBeNull();
    // The page is open to anyone who can reach the server: nicknames only, never an e-mail address.
    expect(html).toMatch(/>도토리<\/button>/);
    expect(html).not.toContain('acorn@example.com');
    expect(html).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);

    const location = await submitAuthorize(t, { account: account![1]! });
    const exchange = await postJson(t, '/auth/kakao-login', { code: location.searchParams.get('code') });
    const { access_token } = (await exchange.json()) as { access_token: string };
    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect(await (await getMe(t, accessToken)).json()).toMatchObject({ user: { nickname: '도토리', friendCode: firstMe.friendCode } });
  });

  it('uses the email before @ when the nickname is blank at the provider', async () => {
    // The page requires a nickname, so call the upsert path with a provider answer lacking one.
    expect(initialNickname(null, 'abcdefghijklmnopqrstuvwxyz@example.com')).toBe('abcdefghijklmnopqrst');
    expect(initialNickname('  ', 'kim@example.com')).toBe('kim');
    const users = createUsersRepository(t.database.db);
    const user = await users.upsertFromProvider({ kakaoId: '42', nickname: initialNickname(null, 'lee@x.com'), email: 'lee@x.com', imageUrl: null });
    expect(user.nickname).toBe('lee');
  });

  it('refuses a used code and an invalid code with 401 AUTH_PROVIDER_FAILED', async () => {
    const code = await codeFor(t, '하루', 'haru@example.com');
    expect((await postJson(t, '/auth/kakao-login', { code })).status).toBe(200);
    const reused = await postJson(t, '/auth/kakao-login', { code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ code: 'AUTH_PROVIDER_FAILED', message: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.' });

    const invalid = await postJson(t, '/auth/kakao-login', { code: 'not-a-real-code' });
    expect(invalid.status).toBe(401);
    expect(((await invalid.json()) as { code: string }).code).toBe('AUTH_PROVIDER_FAILED');

    const badToken = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: 'garbage' });
    expect(badToken.status).toBe(401);
    expect(((await badToken.json()) as { code: string }).code).toBe('AUTH_PROVIDER_FAILED');
  });

  it('refuses a code exchanged for another redirect URI than it was issued for', async () => {
    const code = await codeFor(t, '별', 'star@example.com', 'http://localhost:3004/auth/kakao/callback');
    // Without redirectUri the server uses its configured callback (KAKAO_REDIRECT_URI): not this code's.
    expect((await postJson(t, '/auth/kakao-login', { code })).status).toBe(401);
    const code2 = await codeFor(t, '별', 'star@example.com', 'http://localhost:3004/auth/kakao/callback');
    const ok = await postJson(t, '/auth/kakao-login', { code: code2, redirectUri: 'http://localhost:3004/auth/kakao/callback' });
    expect(ok.status).toBe(200);
  });

  it('redirects with error=access_denied when the user cancels', async () => {
    const location = await submitAuthorize(t, { action: 'cancel' });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('answers a 400 page for a redirect URI outside the app origins', async () => {
    const query = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: 'https://evil.example/cb', response_type: 'code' });
    const response = await fetch(`${t.url}/oauth/authorize?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('잘못된 로그인 요청입니다.');
    const post = await fetch(`${t.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'x', redirect_uri: 'https://evil.example/cb', nickname: 'a', email: 'a@b.co', action: 'login' }),
    });
    expect(post.status).toBe(400);
  });

  it('re-renders the form with a Korean error for a bad email', async () => {
    const response = await fetch(`${t.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'x', redirect_uri: CALLBACK, nickname: '이름', email: 'nope', action: 'login' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('올바른 이메일을 입력해 주세요.');
  });

  it('validates the body with a Korean message', async () => {
    const response = await postJson(t, '/auth/kakao-login', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION', message: '인가 코드가 필요합니다.' });
  });

  it('logs out: revokes the refresh token and clears the cookie', async () => {
    const session = await signIn(t);
    const response = await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: { cookie: `momentum_rt=${session.refreshCookie}` } });
    expect(response.status).toBe(204);
    expect(cookieFrom(response)).toBe('');
  });
});

describe('the development provider on a shared server (ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true)', () => {
  it('warns in a banner, lists no accounts and refuses to sign in by account id', async () => {
    const shared = await buildTestApp({ env: { PUBLIC_URL: 'https://api.staging.example', ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true' } });
    try {
      await signIn(shared, '공유계정', 'shared@example.com');
      const query = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: CALLBACK, response_type: 'code' });
      const html = await (await fetch(`${shared.url}/oauth/authorize?${query}`)).text();
      expect(html).toMatch(/<p class="danger" role="alert">주의: 공유 서버에서 켜 둔 개발용 로그인입니다\./);
      expect(html).not.toContain('공유계정');
      expect(html).not.toContain('name="account"');
      const [user] = await createUsersRepository(shared.database.db).listAccounts(1);
      const byId = await fetch(`${shared.url}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: CALLBACK, account: user!.kakaoId }),
      });
      expect(byId.status).toBe(400);
      expect(await byId.text()).toContain('계정을 찾을 수 없습니다.');
    } finally {
      await shared.close();
    }
  });
});

describe('the code exchange as the spec writes it: {code} alone', () => {
  it('uses KAKAO_REDIRECT_URI, whatever the order of APP_ORIGINS', async () => {
    await t.close();
    t = await buildTestApp({
      env: { APP_ORIGINS: `http://localhost:3004,${TEST_ORIGIN}`, KAKAO_REDIRECT_URI: CALLBACK },
    });
    const code = await codeFor(t, '순서', 'order@example.com');
    const exchange = await postJson(t, '/auth/kakao-login', { code });
    expect(exchange.status).toBe(200);
    const { access_token } = (await exchange.json()) as { access_token: string };
    expect((await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token })).status).toBe(200);
  });
});

describe('the development provider answers in-process', () => {
  it('signs in even when the server cannot reach its own public URL (as behind a proxy)', async () => {
    // The browser still talks to the real server; only the server-side provider calls use these URLs.
    const code = await codeFor(t, '프록시뒤', 'proxy@example.com');
    t.config.kakao.authBaseUrl = 'http://unreachable.invalid:9';
    t.config.kakao.apiBaseUrl = 'http://unreachable.invalid:9';
    // The authorize form issued the code for this server; the token call now names the unreachable origin.
    const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
    expect(exchange.status).toBe(200);
    const { access_token } = (await exchange.json()) as { access_token: string };
    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
    expect(login.status).toBe(200);
  });
});
