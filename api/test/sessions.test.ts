import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../src/modules/users/users-repository.js';
import { ROTATION_GRACE_MS } from '../src/modules/auth/sessions.js';
import { TEST_SECRET, buildTestApp, type TestApp } from './build-test-app.js';
import { cookieFrom, getMe, signIn } from './sign-in-helpers.js';

const HOUR = 60 * 60 * 1000;
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' };
let now: number;
let t: TestApp;

beforeEach(async () => {
  now = Date.now();
  t = await buildTestApp({ clock: () => now });
});
afterEach(() => t.close());

async function expect401(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual(UNAUTHORIZED);
  expect(response.headers.get('x-access-token')).toBeNull();
}

describe('access tokens', () => {
  it('is valid for 15 minutes, then 401 without a refresh cookie', async () => {
    const { accessToken } = await signIn(t);
    const { iat, exp } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(exp - iat).toBe(15 * 60);
    now += 14 * 60 * 1000;
    expect((await getMe(t, accessToken)).status).toBe(200);
    now += 2 * 60 * 1000;
    await expect401(await getMe(t, accessToken));
  });

  it('outlives a logout by its 15 minutes at most; the refresh cookie then renews nothing', async () => {
    const session = await signIn(t);
    await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: { cookie: `momentum_rt=${session.refreshCookie}` } });
    now += 16 * 60 * 1000;
    await expect401(await getMe(t, session.accessToken, session.refreshCookie));
  });

  it('refuses missing, garbage, tampered and foreign-signed tokens', async () => {
    const { accessToken } = await signIn(t);
    await expect401(await fetch(`${t.url}/api/users`));
    await expect401(await getMe(t, 'garbage'));
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    await expect401(await getMe(t, `${header}.${forged}.${signature}`));
    await expect401(await getMe(t, `${header}.${payload}.${signature.slice(0, -2)}AA`));
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('momentum-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!'));
    await expect401(await getMe(t, foreign));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await expect401(await getMe(t, unsigned));
    // The real token still works: the refusals were about the tokens, not the user.
    expect((await getMe(t, accessToken)).status).toBe(200);
  });

  it('refuses the token of a deleted user, even with a refresh cookie', async () => {
    const session = await signIn(t);
    const sub = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    await createUsersRepository(t.database.db).deleteById(sub);
    await expect401(await getMe(t, session.accessToken));
    now += 2 * HOUR;
    await expect401(await getMe(t, session.accessToken, session.refreshCookie));
  });

  it('signs with the configured secret (a token survives a restart with the same secret)', async () => {
    const { accessToken } = await signIn(t);
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub;
    const same = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('momentum-api')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await getMe(t, same)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('answers an expired-token request, sends x-access-token and rotates the cookie', async () => {
    const session = await signIn(t);
    now += 2 * HOUR;
    const response = await getMe(t, session.accessToken, session.refreshCookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { nickname: string } }).user.nickname).toBe('모멘텀');
    const renewed = response.headers.get('x-access-token');
    expect(renewed).toBeTruthy();
    const rotated = cookieFrom(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshCookie);

    // The new access token works on its own.
    const next = await getMe(t, renewed!);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-access-token')).toBeNull();

    // An hour later the rotated cookie renews again.
    now += 2 * HOUR;
    const again = await getMe(t, renewed!, rotated);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-access-token')).toBeTruthy();
  });

  it('lets parallel requests of one page share one expired token and one cookie', async () => {
    const session = await signIn(t);
    now += 2 * HOUR;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => getMe(t, session.accessToken, session.refreshCookie)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const response of responses) expect(response.headers.get('x-access-token')).toBeTruthy();
    // Exactly one of them rotated the refresh token; the others kept the cookie as it is.
    expect(responses.filter((r) => cookieFrom(r)).length).toBe(1);

    // A late request within the grace period succeeds without rotating again.
    now += ROTATION_GRACE_MS - 1000;
    const late = await getMe(t, session.accessToken, session.refreshCookie);
    expect(late.status).toBe(200);
    expect(cookieFrom(late)).toBeUndefined();
  });

  it('detects reuse of a rotated token after the grace period and revokes the whole family', async () => {
    const session = await signIn(t);
    now += 2 * HOUR;
    const first = await getMe(t, session.accessToken, session.refreshCookie);
    const rotated = cookieFrom(first)!;
    const renewed = first.headers.get('x-access-token')!;

    now += ROTATION_GRACE_MS + 1000;
    await expect401(await getMe(t, session.accessToken, session.refreshCookie));

    // The legitimate holder's newer token is revoked too once its access token expires.
    now += 2 * HOUR;
    await expect401(await getMe(t, renewed, rotated));
  });

  it('refuses a refresh cookie of another user and one after logout', async () => {
    const alice = await signIn(t, '앨리스', 'alice@example.com');
    const bob = await signIn(t, '밥', 'bob@example.com');
    now += 2 * HOUR;
    await expect401(await getMe(t, alice.accessToken, bob.refreshCookie));

    await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: { cookie: `momentum_rt=${bob.refreshCookie}` } });
    await expect401(await getMe(t, bob.accessToken, bob.refreshCookie));
  });

  it('refuses a refresh token after its 14 days', async () => {
    const session = await signIn(t);
    now += 15 * 24 * HOUR;
    await expect401(await getMe(t, session.accessToken, session.refreshCookie));
  });
});
