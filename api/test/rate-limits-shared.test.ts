// With REDIS_URL every rate limit is one budget across replicas: three app instances on one redis-server
// refuse at the same count as one (rate-limits.test.ts), with the same 429. Redis unreachable: at start
// the API refuses to start; later it fails open.
import { startRedisServer, type RedisServer } from '@momentum/dev-services';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_RATE_LIMITED_MESSAGE } from '../src/ai/ai-routes.js';
import { friendMessages } from '../src/modules/friends/friend-messages.js';
import { TOO_MANY_UPLOADS_MESSAGE } from '../src/photos/multipart-setup.js';
import { RATE_LIMITED_MESSAGE, REDIS_NAMESPACE } from '../src/plugins/rate-limits.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { nonImageProfileUpload } from './non-image-upload.js';
import { signIn, type SignedIn } from './sign-in-helpers.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const TIMEOUT_MS = 90_000;

let redis: RedisServer;
let client: Redis;
let database: TestDatabase;
let replicas: TestApp[] = [];
let user: SignedIn;
let other: SignedIn;
let asked = 0;

const ai = {
  estimateDuration: async () => ((asked += 1), 30),
  planSteps: async (_goal: string, count: number) => ((asked += 1), Array.from({ length: count }, (_, i) => `단계 ${i + 1}`)),
};

beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url);
  database = await openTestDatabase();
  for (let i = 0; i < 3; i += 1) replicas.push(await buildTestApp({ database, ai, env: { REDIS_URL: redis.url } }));
  user = await signIn(replicas[0]!, '여럿', 'many@example.com');
  other = await signIn(replicas[1]!, '다른', 'other@example.com');
}, TIMEOUT_MS);

afterAll(async () => {
  for (const t of replicas) await t.close();
  replicas = [];
  await database?.dispose();
  client?.disconnect();
  await redis?.destroy();
});

// Each test starts with every budget whole (sign-in above spent some of 127.0.0.1's).
beforeEach(async () => {
  await client.flushall();
  asked = 0;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Request `i` goes to replica i % 3. */
async function spread(count: number, make: (i: number) => InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await replicas[i % 3]!.app.inject(make(i))).statusCode);
  return statuses;
}

function expectLimited(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'RATE_LIMITED', message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const friendLookup = (token: string, i: number): InjectOptions => ({
  method: 'POST',
  url: ['/api/friends/check-friendCode', '/api/friends', '/api/friends/'][i % 3]!,
  headers: bearer(token),
  payload: { friendCode: `ABCD${String(1000 + i)}` },
});

describe('three replicas on one Redis share every budget', () => {
  it('friend codes: 10 guesses spread over the replicas, the 11th on any of them is 429', async () => {
    expect((await spread(10, (i) => friendLookup(user.accessToken, i))).every((s) => s === 404)).toBe(true);
    for (const t of replicas) expectLimited(await t.app.inject(friendLookup(user.accessToken, 0)), friendMessages.tooManyCodeChecks);
    expect((await replicas[2]!.app.inject(friendLookup(other.accessToken, 0))).statusCode).toBe(404);
    // The counters are Redis keys under the app's namespace, one per user and budget (two users here).
    const keys = await client.keys(`${REDIS_NAMESPACE}*`);
    expect(keys.filter((k) => /friend-code:[^:]+$/.test(k))).toHaveLength(2);
  }, TIMEOUT_MS);

  it('friend codes per address: 30 from one address over three accounts and all replicas, the 31st is 429', async () => {
    const third = await signIn(replicas[2]!, '셋째', 'third@example.com');
    await client.flushall();
    const from = (token: string, ip: string) => (i: number): InjectOptions => ({ ...friendLookup(token, i), remoteAddress: ip });
    for (const token of [user.accessToken, other.accessToken, third.accessToken]) {
      expect((await spread(10, from(token, '203.0.113.30'))).every((s) => s === 404)).toBe(true);
    }
    const fourth = await signIn(replicas[0]!, '넷째', 'fourth@example.com');
    for (const t of replicas) expectLimited(await t.app.inject(from(fourth.accessToken, '203.0.113.30')(0)), friendMessages.tooManyCodeChecks);
    expect((await replicas[1]!.app.inject(from(fourth.accessToken, '203.0.113.31')(0))).statusCode).toBe(404);
    expect(await client.keys(`${REDIS_NAMESPACE}friend-code-address:*`)).toEqual(
      expect.arrayContaining([`${REDIS_NAMESPACE}friend-code-address:203.0.113.30`, `${REDIS_NAMESPACE}friend-code-address:203.0.113.31`]),
    );
  }, TIMEOUT_MS);

  it('sign-in: 30 requests per IP and route over all replicas, the 31st is 429', async () => {
    const guess = (ip: string): InjectOptions => ({ method: 'POST', url: '/auth/kakao-login', remoteAddress: ip, payload: { code: 'guess', redirectUri: 'http://localhost:3000/auth/kakao/callback' } });
    expect((await spread(30, () => guess('203.0.113.7'))).every((s) => s !== 429)).toBe(true);
    expectLimited(await replicas[1]!.app.inject(guess('203.0.113.7')), RATE_LIMITED_MESSAGE);
    expect((await replicas[2]!.app.inject(guess('203.0.113.8'))).statusCode).not.toBe(429);
  }, TIMEOUT_MS);

  it('AI: 20 calls over both endpoints and all replicas, the 21st is 429 before the AI is asked', async () => {
    const call = (i: number): InjectOptions =>
      i % 2 === 0
        ? { method: 'POST', url: '/api/ai/duration', headers: bearer(user.accessToken), payload: { goal: '매일 달리기' } }
        : { method: 'POST', url: '/api/ai/plan', headers: bearer(user.accessToken), payload: { goal: '매일 달리기', count: 3 } };
    expect((await spread(20, call)).every((s) => s === 200)).toBe(true);
    expectLimited(await replicas[2]!.app.inject(call(0)), AI_RATE_LIMITED_MESSAGE);
    expect(asked).toBe(20);
  }, TIMEOUT_MS);

  it('uploads: 30 over all replicas, the 31st is 429 before its body is read', async () => {
    expect((await spread(30, () => nonImageProfileUpload(user.accessToken))).every((s) => s === 415)).toBe(true);
    const refused = await replicas[0]!.app.inject(nonImageProfileUpload(user.accessToken));
    expectLimited(refused, TOO_MANY_UPLOADS_MESSAGE);
    // The rest of the body is read and dropped (src/http/refused-body-drain.ts): no reset connection.
    expect(refused.headers.connection).not.toBe('close');
    expect((await replicas[1]!.app.inject(nonImageProfileUpload(other.accessToken))).statusCode).toBe(415);
  }, TIMEOUT_MS);

  it('Redis down: requests are answered without a limit (fail open), quickly; back up: counted again', async () => {
    await redis.stop();
    try {
      const started = Date.now();
      expect((await spread(12, (i) => friendLookup(user.accessToken, i))).every((s) => s === 404)).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await redis.start();
    }
    // Each replica reconnects within its retry delay (at most 2 s); then the budget counts again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await client.flushall();
    expect((await spread(10, (i) => friendLookup(user.accessToken, i))).every((s) => s === 404)).toBe(true);
    expectLimited(await replicas[0]!.app.inject(friendLookup(user.accessToken, 0)), friendMessages.tooManyCodeChecks);
  }, TIMEOUT_MS);
});

describe('the counters in Redis', () => {
  it('are named after their budget: <namespace><budget>:<user or IP>, or <method>:<route>:<IP> per route', async () => {
    await replicas[0]!.app.inject(friendLookup(user.accessToken, 0));
    await replicas[1]!.app.inject({ method: 'POST', url: '/api/ai/duration', headers: bearer(user.accessToken), payload: { goal: '매일 달리기' } });
    await replicas[2]!.app.inject(nonImageProfileUpload(user.accessToken));
    await replicas[0]!.app.inject({ method: 'POST', url: '/auth/kakao-login', remoteAddress: '203.0.113.9', payload: { code: 'guess', redirectUri: 'http://localhost:3000/auth/kakao/callback' } });
    const keys = (await client.keys(`${REDIS_NAMESPACE}*`)).map((key) => key.slice(REDIS_NAMESPACE.length)).sort();
    const who = keys.find((key) => key.startsWith('upload:'))?.slice('upload:'.length);
    expect(who).toMatch(/^[0-9a-zA-Z-]{8,}$/);
    // The sign-in asks the development provider's /oauth/token in turn, from this machine.
    expect(keys).toEqual([
      'POST:/auth/kakao-login:203.0.113.9',
      'POST:/oauth/token:127.0.0.1',
      `ai:${who}`,
      'friend-code-address:127.0.0.1',
      `friend-code:${who}`,
      `upload:${who}`,
    ]);
  }, TIMEOUT_MS);
});

describe('REDIS_URL at start', () => {
  it('an unreachable Redis refuses to start, naming the variable and the reason', async () => {
    const closed = await startRedisServer();
    const url = closed.url;
    await closed.destroy();
    await expect(buildTestApp({ env: { REDIS_URL: url } })).rejects.toThrow(/REDIS_URL redis:\/\/127\.0\.0\.1:\d+\/?: cannot reach Redis \(.*ECONNREFUSED/);
  }, TIMEOUT_MS);
});
