// A Kakao access token is trusted only when the provider says it was issued to our app: a token
// another app obtained for its user must not sign that user in here (ADR 0002).
import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { CALLBACK, codeFor, cookieFrom, postJson, submitAuthorize } from './sign-in-helpers.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FAILED = { code: 'AUTH_PROVIDER_FAILED', message: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.' };

/** What another app does at the provider: its own client id, its own code, its own token request. */
async function tokenOfAnotherApp(app: TestApp, clientId: string): Promise<string> {
  const location = await submitAuthorize(app, { client_id: clientId, action: 'login', nickname: '남의앱', email: 'other-app@example.com' });
  const response = await fetch(`${app.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: CALLBACK, code: location.searchParams.get('code')! }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function userCount(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(users);
  return Number(row!.n);
}

describe('POST /auth/kakao-login/user checks which app the provider token belongs to', () => {
  it('refuses a token the provider issued to another client id: 401, no user, no session', async () => {
    t = await buildTestApp();
    const foreign = await tokenOfAnotherApp(t, 'someone-elses-app');
    // The provider itself accepts the token: only the app check stands in the way.
    expect((await fetch(`${t.url}/v2/user/me`, { headers: { authorization: `Bearer ${foreign}` } })).status).toBe(200);

    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: foreign });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(FAILED);
    expect(cookieFrom(login)).toBeUndefined();
    expect(await userCount(t)).toBe(0);
  });

  it('accepts a token issued to our own client id', async () => {
    t = await buildTestApp();
    const code = await codeFor(t, '우리앱', 'our-app@example.com');
    const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
    const { access_token } = (await exchange.json()) as { access_token: string };
    const info = await fetch(`${t.url}/v1/user/access_token_info`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(await info.json()).toMatchObject({ app_id: t.config.kakao.appId, expires_in: expect.any(Number) });

    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
    expect(login.status).toBe(200);
    expect(await userCount(t)).toBe(1);
  });

  it.each([
    ['answers 500', () => new Response('{"msg":"internal"}', { status: 500 })],
    ['answers without app_id', () => Response.json({ id: 1, expires_in: 100 })],
    ['answers a non-JSON body', () => new Response('<html>oops</html>', { status: 200 })],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 401 AUTH_PROVIDER_FAILED, never 500, when the token info call %s', async (_what, answer) => {
    // The provider's other endpoints stay real; only the token info call fails.
    t = await buildTestApp({
      fetch: async (input, init) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return url.pathname === '/v1/user/access_token_info' ? answer() : fetch(input, init);
      },
    });
    const code = await codeFor(t, '실패', 'info-fails@example.com');
    const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
    const { access_token } = (await exchange.json()) as { access_token: string };

    const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(FAILED);
    expect(await userCount(t)).toBe(0);
  });
});
