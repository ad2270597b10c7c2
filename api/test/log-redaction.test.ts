// No token, code or secret in any log line: the production logger at its most verbose, through sign-in,
// renewal, refusals, a 500, logout and credentials wrongly sent in query strings; every secret the flow
// made is searched for, plus patterns of any JWT or bearer credential.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET, type TestApp } from './build-test-app.js';
import { captureLogs } from './capture-logs.js';
import { CALLBACK } from './sign-in-helpers.js';
import { CREDENTIAL_PATTERNS } from '@momentum/tools/credential-patterns';

/** Several sign-ins and dozens of requests each: room for a busy 2-core machine (default 30 s). */
const TIMEOUT_MS = 90_000;

const OPENAI_KEY = 'sk-log-test-0123456789abcdefghijklmnop';
const KAKAO_SECRET = 'kakao-client-secret-log-test-0123456789';


/** Every line that contains a known secret or looks like a credential, with the reason. */
export function findLeaks(lines: string[], secrets: Record<string, string[]>): string[] {
  const leaks: string[] = [];
  for (const line of lines) {
    for (const [kind, values] of Object.entries(secrets)) {
      for (const value of values) if (value.length >= 8 && line.includes(value)) leaks.push(`${kind}: ${line}`);
    }
    for (const pattern of CREDENTIAL_PATTERNS) if (pattern.test(line)) leaks.push(`${pattern}: ${line}`);
  }
  return leaks;
}

const setCookieValue = (header: string | string[] | undefined) =>
  [header ?? []].flat().map((cookie) => /^momentum_rt=([^;]*)/.exec(cookie)?.[1]).find(Boolean);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('logs', () => {
  it('carry no token, code, cookie or secret through sign-in, renewal, refusals, a 500 and logout', async () => {
    const { lines, logger } = captureLogs();
    let now = Date.now();
    t = await buildTestApp({
      logger,
      clock: () => now,
      // An AI that cannot be reached: its failure is logged (with the key configured).
      env: { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', KAKAO_CLIENT_SECRET: KAKAO_SECRET },
    });
    const { app } = t;
    const secrets = { jwtSecret: [TEST_SECRET], openAiKey: [OPENAI_KEY], kakaoSecret: [KAKAO_SECRET], code: [] as string[], kakaoToken: [] as string[], accessToken: [] as string[], refreshToken: [] as string[] };

    // Sign-in through the development provider: the code, Kakao's token, our tokens.
    const authorize = await app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: new URLSearchParams({ client_id: t.config.kakao.clientId, redirect_uri: CALLBACK, state: 'st4te-value', action: 'login', nickname: '기록', email: 'log@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const code = new URL(authorize.headers.location as string).searchParams.get('code')!;
    secrets.code.push(code);
    // The browser lands on the callback with the code in the query (here: the API's 404 for it).
    await app.inject({ method: 'GET', url: `/auth/kakao/callback?code=${code}&state=st4te-value` });
    const exchange = await app.inject({ method: 'POST', url: '/auth/kakao-login', payload: { code, redirectUri: CALLBACK } });
    const kakaoToken = exchange.json<{ access_token: string }>().access_token;
    secrets.kakaoToken.push(kakaoToken);
    // A replayed code is refused (and logged as a refusal).
    expect((await app.inject({ method: 'POST', url: '/auth/kakao-login', payload: { code, redirectUri: CALLBACK } })).statusCode).toBeGreaterThanOrEqual(400);
    const login = await app.inject({ method: 'POST', url: '/auth/kakao-login/user', payload: { kakaoAccessToken: kakaoToken } });
    const accessToken = login.json<{ accessToken: string }>().accessToken;
    const refreshToken = setCookieValue(login.headers['set-cookie'])!;
    secrets.accessToken.push(accessToken);
    secrets.refreshToken.push(refreshToken);
    expect(accessToken && refreshToken).toBeTruthy();

    // Ordinary use, credentials wrongly sent in a query string, a refused (tampered) token.
    const auth = { authorization: `Bearer ${accessToken}`, cookie: `momentum_rt=${refreshToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/users?access_token=${accessToken}&refresh_token=${refreshToken}&token=${accessToken}` });
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${accessToken}x` } })).statusCode).toBe(401);
    // The AI fails (unreachable) and is logged.
    await app.inject({ method: 'POST', url: '/api/ai/duration', headers: auth, payload: { goal: '매일 달리기' } });

    // Renewal: an expired access token plus the cookie → a new access token and a rotated cookie.
    now += 61 * 60_000;
    const renewed = await app.inject({ method: 'GET', url: '/api/users', headers: auth });
    expect(renewed.statusCode).toBe(200);
    const newAccess = renewed.headers['x-access-token'] as string;
    const newRefresh = setCookieValue(renewed.headers['set-cookie'])!;
    secrets.accessToken.push(newAccess);
    secrets.refreshToken.push(newRefresh);
    expect(newAccess && newRefresh).toBeTruthy();

    await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: `momentum_rt=${newRefresh}` } });
    // A 500 logs the error object: the failing query must not carry the credentials either.
    await t.database.close();
    const failed = await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${newAccess}`, cookie: `momentum_rt=${newRefresh}` } });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);

    // The capture really holds the requests (so an empty scan cannot pass by accident).
    const logged = lines.join('\n');
    expect(logged).toContain('/auth/kakao-login/user');
    // The provider calls of the sign-in, the token info check among them, went through the logger too.
    expect(logged).toContain('/v1/user/access_token_info');
    expect(logged).toContain('/v2/user/me');
    expect(logged).toContain('/auth/kakao/callback?code=[REDACTED]');
    expect(logged).toContain('AI call failed');
    // The failure after the database closed (a 500 with the error, or the short 503 line).
    expect(lines.some((line) => /"level":(40|50)/.test(line) && /request failed|database unavailable/.test(line))).toBe(true);
    expect(findLeaks(lines, secrets)).toEqual([]);
  }, TIMEOUT_MS);

  it('the scanner itself finds a leaked value and a leaked credential shape', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop';
    expect(findLeaks(['{"msg":"x","url":"/a?code=abcdef123"}'], {})).toHaveLength(1);
    expect(findLeaks([`{"token":"${jwt}"}`], {})).toHaveLength(1);
    expect(findLeaks(['{"msg":"secret=topsecretvalue"}'], { jwtSecret: ['topsecretvalue'] })).toHaveLength(1);
    expect(findLeaks(['{"req":{"headers":{"authorization":"[REDACTED]"}},"url":"/a?code=[REDACTED]"}'], {})).toEqual([]);
  });
});
