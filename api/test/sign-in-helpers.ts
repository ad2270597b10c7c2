// Drives the development Kakao provider the way the browser and the shell do, over real HTTP.
import type { TestApp } from './build-test-app.js';
import { TEST_ORIGIN } from './build-test-app.js';

export const CALLBACK = `${TEST_ORIGIN}/auth/kakao/callback`;

export function cookieFrom(response: Response, name = 'momentum_rt'): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function postJson(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Submits the provider's sign-in form; returns the redirect Location (with ?code= or ?error=). */
export async function submitAuthorize(t: TestApp, fields: Record<string, string>, redirectUri = CALLBACK): Promise<URL> {
  const response = await fetch(`${t.url}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: t.config.kakao.clientId, redirect_uri: redirectUri, state: 's1', ...fields }),
  });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

export async function codeFor(t: TestApp, nickname: string, email: string, redirectUri = CALLBACK): Promise<string> {
  const location = await submitAuthorize(t, { action: 'login', nickname, email }, redirectUri);
  return location.searchParams.get('code')!;
}

export interface SignedIn {
  accessToken: string;
  refreshCookie: string;
}

/** The whole sign-in: provider form → code → kakao-login → kakao-login/user. */
export async function signIn(t: TestApp, nickname = '모멘텀', email = 'momentum@example.com'): Promise<SignedIn> {
  const code = await codeFor(t, nickname, email);
  const exchange = await postJson(t, '/auth/kakao-login', { code, redirectUri: CALLBACK });
  const { access_token } = (await exchange.json()) as { access_token: string };
  const login = await postJson(t, '/auth/kakao-login/user', { kakaoAccessToken: access_token });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { accessToken, refreshCookie: cookieFrom(login)! };
}

export function getMe(t: TestApp, accessToken: string, refreshCookie?: string) {
  return fetch(`${t.url}/api/users`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(refreshCookie ? { cookie: `momentum_rt=${refreshCookie}` } : {}),
    },
  });
}
