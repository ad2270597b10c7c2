// The refresh cookie's attributes on every response that sets it (sign-in, renewal, logout), over
// plain http and behind https. Why each: docs/api.md, "Sign-in (ADR 0002)".
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { CALLBACK, codeFor, getMe, postJson } from './sign-in-helpers.js';

/** Several sign-ins and dozens of requests each: room for a busy 2-core machine (default 30 s). */
const TIMEOUT_MS = 90_000;

interface CookieAttributes {
  name: string;
  value: string;
  /** Lower-cased attribute name → value ('' for flags). */
  attributes: Record<string, string>;
}

function parseSetCookie(header: string): CookieAttributes {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of parts) {
    const at = part.indexOf('=');
    attributes[(at < 0 ? part : part.slice(0, at)).toLowerCase()] = at < 0 ? '' : part.slice(at + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

function refreshCookieOf(response: Response): CookieAttributes {
  const cookies = response.headers.getSetCookie().map(parseSetCookie).filter((cookie) => cookie.name === 'momentum_rt');
  expect(cookies, 'exactly one momentum_rt Set-Cookie').toHaveLength(1);
  return cookies[0]!;
}

function expectFlags(cookie: CookieAttributes, secure: boolean) {
  expect(cookie.attributes).toHaveProperty('httponly', '');
  expect(cookie.attributes.samesite).toBe('Lax');
  expect(cookie.attributes.path).toBe('/');
  expect(cookie.attributes, 'host-only: no Domain attribute').not.toHaveProperty('domain');
  if (secure) expect(cookie.attributes).toHaveProperty('secure', '');
  else expect(cookie.attributes).not.toHaveProperty('secure');
}

/** The sign-in answer that sets the cookie, and the access token it returns. */
async function signInRaw(t: TestApp): Promise<{ response: Response; accessToken: string }> {
  const code = await codeFor(t, '모멘텀', 'momentum@example.com');
  const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
  const { access_token } = (await exchange.json()) as { access_token: string };
  const response = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.clone().json()) as { accessToken: string };
  return { response, accessToken };
}

/** Sign-in, a renewal through an expired access token, and logout: the three answers that set it. */
async function cookiesOfTheWholeFlow(t: TestApp, advance: () => void): Promise<CookieAttributes[]> {
  const login = await signInRaw(t);
  const issued = refreshCookieOf(login.response);
  advance(); // past the access token's hour
  const renewed = await getMe(t, login.accessToken, issued.value);
  expect(renewed.status).toBe(200);
  expect(renewed.headers.get('x-access-token')).toBeTruthy();
  const rotated = refreshCookieOf(renewed);
  expect(rotated.value).not.toBe(issued.value);
  const logout = await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: { cookie: `momentum_rt=${rotated.value}` } });
  expect(logout.status).toBe(204);
  const cleared = refreshCookieOf(logout);
  expect(cleared.value).toBe('');
  expect(new Date(cleared.attributes.expires ?? '').getTime()).toBeLessThan(Date.now());
  return [issued, rotated, cleared];
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the refresh cookie', () => {
  it('on plain-http localhost: HttpOnly, SameSite=Lax, Path=/, host-only, not Secure', async () => {
    let now = Date.now();
    t = await buildTestApp({ clock: () => now });
    expect(t.config.cookieSecure).toBe(false);
    const cookies = await cookiesOfTheWholeFlow(t, () => (now += 61 * 60_000));
    cookies.forEach((cookie) => expectFlags(cookie, false));
    expect(cookies[0]!.attributes['max-age']).toBe(String(14 * 24 * 3600));
  }, TIMEOUT_MS);

  it('behind https (PUBLIC_URL https://…): the same flags plus Secure on every answer', async () => {
    let now = Date.now();
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://api.momentum.example', ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true' } });
    expect(t.config.cookieSecure).toBe(true);
    const cookies = await cookiesOfTheWholeFlow(t, () => (now += 61 * 60_000));
    cookies.forEach((cookie) => expectFlags(cookie, true));
  }, TIMEOUT_MS);

  it('COOKIE_SECURE=true forces Secure behind a TLS proxy that forwards plain http', async () => {
    t = await buildTestApp({ env: { COOKIE_SECURE: 'true' } });
    expectFlags(refreshCookieOf((await signInRaw(t)).response), true);
  }, TIMEOUT_MS);
});
