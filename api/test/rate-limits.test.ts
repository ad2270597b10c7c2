// Every rate limit where guessing or abuse is possible, with the production defaults, through the real
// app wiring (buildApp → feature plugins). The limits, and what is not limited: docs/api.md, "Rate limits".
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { friendMessages } from '../src/modules/friends/friend-messages.js';
import { FRIEND_CODE_LIMIT } from '../src/modules/friends/friends-routes.js';
import { PHOTO_UPLOAD_LIMIT, TOO_MANY_UPLOADS_MESSAGE } from '../src/photos/multipart-setup.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { nonImageProfileUpload } from './non-image-upload.js';
import { signIn } from './sign-in-helpers.js';

/** Several sign-ins and dozens of requests each: room for a busy 2-core machine (default 30 s). */
const TIMEOUT_MS = 90_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectLimited(response: LightMyRequestResponse, message?: string) {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { code: string; message: string };
  expect(body.code).toBe('RATE_LIMITED');
  if (message) expect(body.message).toBe(message);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

async function injectMany(app: FastifyInstance, count: number, make: (i: number) => InjectOptions) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await app.inject(make(i))).statusCode);
  return statuses;
}

describe('sign-in surface: 30 requests per minute per IP on each /auth and /oauth route', () => {
  it('the 31st request from one IP is refused; another IP and other routes are not affected', async () => {
    t = await buildTestApp();
    expect(t.config.authRateLimitPerMinute).toBe(30);
    const guess = (ip: string) => ({ method: 'POST' as const, url: '/auth/kakao-login', remoteAddress: ip, payload: { code: 'guess', redirectUri: 'http://localhost:3000/auth/kakao/callback' } });
    const statuses = await injectMany(t.app, 30, () => guess('203.0.113.7'));
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expectLimited(await t.app.inject(guess('203.0.113.7')));
    // A code is guessed per IP: a second address still has its budget.
    expect((await t.app.inject(guess('203.0.113.8'))).statusCode).not.toBe(429);
    // Token exchange and logout are limited too (their own budget per route).
    const logout = { method: 'POST' as const, url: '/auth/logout', remoteAddress: '203.0.113.9' };
    await injectMany(t.app, 30, () => logout);
    expectLimited(await t.app.inject(logout));
    const token = { method: 'POST' as const, url: '/oauth/token', remoteAddress: '203.0.113.9', payload: 'grant_type=authorization_code&code=guess', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    await injectMany(t.app, 30, () => token);
    expectLimited(await t.app.inject(token));
  }, TIMEOUT_MS);
});

describe('friend codes: 10 per minute per user, shared by the check and both add paths', () => {
  it('the 11th lookup of a user is refused whichever path it uses; others keep their budget; a minute later it is back', async () => {
    let now = Date.now();
    t = await buildTestApp({ clock: () => now, authRateLimit: { max: 1000, timeWindow: 60_000 } });
    const guesser = await signIn(t, '추측', 'guess@example.com');
    const other = await signIn(t, '다른', 'other@example.com');
    const paths = ['/api/friends/check-friendCode', '/api/friends', '/api/friends/'];
    const lookup = (token: string, i: number) => ({ method: 'POST' as const, url: paths[i % 3]!, headers: bearer(token), payload: { friendCode: `ABCD${String(1000 + i)}` } });
    expect(FRIEND_CODE_LIMIT).toEqual({ max: 10, timeWindow: 60_000 });
    const statuses = await injectMany(t.app, 10, (i) => lookup(guesser.accessToken, i));
    expect(statuses.every((status) => status === 404)).toBe(true);
    for (let i = 0; i < 3; i += 1) expectLimited(await t.app.inject(lookup(guesser.accessToken, i)));
    expect((await t.app.inject(lookup(other.accessToken, 0))).statusCode).toBe(404);
    now += 61_000;
    expect((await t.app.inject(lookup(guesser.accessToken, 0))).statusCode).toBe(404);
  }, TIMEOUT_MS);
});

describe('friend codes: also 30 per minute per address, whichever accounts send them, invites included', () => {
  it('four accounts of one address: the 31st lookup is refused with the per-account message; another address is not', async () => {
    let now = Date.now();
    t = await buildTestApp({ clock: () => now });
    expect(t.config.authRateLimitPerMinute).toBe(30);
    // Signed in over HTTP from 127.0.0.1; the lookups come from the addresses below.
    const accounts = [];
    for (let i = 0; i < 4; i += 1) accounts.push(await signIn(t, `주소${i}`, `address${i}@example.com`));
    // An invite link's lookup (GET, the code in its path) spends the same address budget.
    const lookup = (token: string, ip: string, i: number): InjectOptions =>
      i % 4 === 3
        ? { method: 'GET', url: `/api/friends/invite/ABCD${String(1000 + i)}`, remoteAddress: ip, headers: bearer(token) }
        : {
            method: 'POST',
            url: ['/api/friends/check-friendCode', '/api/friends', '/api/friends/'][i % 4]!,
            remoteAddress: ip,
            headers: bearer(token),
            payload: { friendCode: `ABCD${String(1000 + i)}` },
          };
    // Three accounts spend their whole per-account budgets: 30 lookups from one address.
    for (const account of accounts.slice(0, 3)) {
      expect((await injectMany(t.app, 10, (i) => lookup(account.accessToken, '203.0.113.20', i))).every((s) => s === 404)).toBe(true);
    }
    // The fourth account has all of its own budget, but not its address.
    const fourth = accounts[3]!.accessToken;
    expectLimited(await t.app.inject(lookup(fourth, '203.0.113.20', 0)), friendMessages.tooManyCodeChecks);
    expectLimited(await t.app.inject(lookup(fourth, '203.0.113.20', 1)), friendMessages.tooManyCodeChecks);
    expectLimited(await t.app.inject(lookup(fourth, '203.0.113.20', 3)), friendMessages.tooManyCodeChecks);
    expect((await t.app.inject(lookup(fourth, '203.0.113.21', 0))).statusCode).toBe(404);
    now += 61_000;
    expect((await t.app.inject(lookup(fourth, '203.0.113.20', 2))).statusCode).toBe(404);
  }, TIMEOUT_MS);
});

describe('AI: 20 calls per 10 minutes per user across both endpoints', () => {
  it('the 21st call is refused before the AI is asked; another user still gets answers', async () => {
    let asked = 0;
    const ai = {
      estimateDuration: async () => ((asked += 1), 30),
      planSteps: async (_goal: string, count: number) => ((asked += 1), Array.from({ length: count }, (_, i) => `단계 ${i + 1}`)),
    };
    t = await buildTestApp({ ai, authRateLimit: { max: 1000, timeWindow: 60_000 } });
    const user = await signIn(t, '인공', 'ai@example.com');
    const other = await signIn(t, '지능', 'ai2@example.com');
    const call = (token: string, i: number) =>
      i % 2 === 0
        ? { method: 'POST' as const, url: '/api/ai/duration', headers: bearer(token), payload: { goal: '매일 달리기' } }
        : { method: 'POST' as const, url: '/api/ai/plan', headers: bearer(token), payload: { goal: '매일 달리기', count: 3 } };
    const statuses = await injectMany(t.app, 20, (i) => call(user.accessToken, i));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectLimited(await t.app.inject(call(user.accessToken, 0)));
    expectLimited(await t.app.inject(call(user.accessToken, 1)));
    expect(asked).toBe(20);
    expect((await t.app.inject(call(other.accessToken, 0))).statusCode).toBe(200);
  }, TIMEOUT_MS);
});

describe('photo uploads: 30 per minute per user on every multipart route', () => {
  it('the 31st upload is refused before its body is read; another user uploads; a minute later it is back', async () => {
    let now = Date.now();
    t = await buildTestApp({ clock: () => now, authRateLimit: { max: 1000, timeWindow: 60_000 } });
    const uploader = await signIn(t, '업로더', 'up@example.com');
    const other = await signIn(t, '다른이', 'other-up@example.com');
    expect(PHOTO_UPLOAD_LIMIT).toEqual({ max: 30, timeWindow: 60_000 });
    const statuses = await injectMany(t.app, 30, () => nonImageProfileUpload(uploader.accessToken));
    expect(statuses.every((status) => status === 415)).toBe(true);

    const refused = await t.app.inject(nonImageProfileUpload(uploader.accessToken));
    expectLimited(refused, TOO_MANY_UPLOADS_MESSAGE);
    // Refused before reading: the rest of the body is read and dropped, so the answer reaches the
    // client intact and the connection serves its next request (src/http/refused-body-drain.ts).
    expect(refused.headers.connection).not.toBe('close');
    // The budget is shared by every upload route (here: a moment proof).
    const proof = { ...nonImageProfileUpload(uploader.accessToken), url: '/api/bucket/moments/00000000-0000-4000-8000-000000000000' };
    expectLimited(await t.app.inject(proof), TOO_MANY_UPLOADS_MESSAGE);

    expect((await t.app.inject(nonImageProfileUpload(other.accessToken))).statusCode).toBe(415);
    // JSON requests of the same user are not uploads and are not counted.
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(uploader.accessToken) })).statusCode).toBe(200);
    now += 61_000;
    expect((await t.app.inject(nonImageProfileUpload(uploader.accessToken))).statusCode).toBe(415);
  }, TIMEOUT_MS);

  it('an upload without a valid session is a 401, not a spent budget', async () => {
    t = await buildTestApp();
    const response = await t.app.inject(nonImageProfileUpload('not-a-token'));
    expect(response.statusCode).toBe(401);
  }, TIMEOUT_MS);
});
