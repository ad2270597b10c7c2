// The development Kakao provider behind a load balancer: its sign-in page, the code exchange and the
// token check may each reach another replica. With REDIS_URL its codes and tokens are in Redis, so any
// replica redeems a code any other issued (once), and reads its token; without it each replica knows
// only its own (one process: right for `pnpm start`, wrong for replicas).
import { startRedisServer, type RedisServer } from '@momentum/dev-services';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KAKAO_NAMESPACE } from '../src/modules/dev-kakao/dev-kakao-redis-store.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { CALLBACK, codeFor, postJson } from './sign-in-helpers.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const TIMEOUT_MS = 90_000;

let redis: RedisServer;
let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  database = await openTestDatabase();
}, TIMEOUT_MS);

afterAll(async () => {
  for (const t of apps.splice(0)) await t.close();
  await database?.dispose();
  await redis?.destroy();
});

async function replicas(env: Record<string, string>): Promise<TestApp[]> {
  const started = [];
  for (let i = 0; i < 3; i += 1) started.push(await buildTestApp({ database, env }));
  apps.push(...started);
  return started;
}

/** The app's two sign-in calls, each on its own replica. */
async function exchange(on: TestApp, code: string) {
  const answer = await postJson(on, '/auth/kakao-login', { code, redirectUri: CALLBACK });
  return { status: answer.status, token: ((await answer.json()) as { access_token?: string }).access_token };
}

describe('the development provider over three replicas', () => {
  it('with REDIS_URL: a code issued on one replica is redeemed on another, once, and its token works on a third', async () => {
    const [a, b, c] = await replicas({ REDIS_URL: redis.url });
    const code = await codeFor(a!, '여럿', 'replicas@example.com');
    const redeemed = await exchange(b!, code);
    expect(redeemed.status).toBe(200);
    const login = await postJson(c!, '/auth/kakao-login/user', { kakaoAccessToken: redeemed.token });
    expect(login.status).toBe(200);
    expect((await login.json()) as object).toHaveProperty('accessToken');
    // Single use across replicas: Kakao's invalid_grant becomes the sign-in's 401.
    expect((await exchange(c!, code)).status).toBe(401);
    expect((await exchange(a!, code)).status).toBe(401);

    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${DEV_KAKAO_NAMESPACE}*`);
      // The code is gone; the token stays until it expires (Redis clears it then).
      expect(keys.filter((k) => k.includes(':code:'))).toEqual([]);
      expect(keys.filter((k) => k.includes(':token:'))).toHaveLength(1);
      expect(await client.pttl(keys.find((k) => k.includes(':token:'))!)).toBeGreaterThan(21_000_000);
    } finally {
      client.disconnect();
    }
  }, TIMEOUT_MS);

  it('without REDIS_URL each replica knows only the codes it issued', async () => {
    const [a, b] = await replicas({});
    const code = await codeFor(a!, '하나', 'alone@example.com');
    expect((await exchange(b!, code)).status).toBe(401);
    expect((await exchange(a!, await codeFor(a!, '하나', 'alone@example.com'))).status).toBe(200);
  }, TIMEOUT_MS);
});
