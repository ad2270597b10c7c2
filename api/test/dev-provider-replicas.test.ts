// The development provider behind a load balancer: sign-in page, code exchange and token check on
// different replicas. Sealed with a key from the shared JWT_SECRET, so any replica redeems another's
// code; a replica with another secret refuses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { CALLBACK, codeFor, postJson } from './sign-in-helpers.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const TIMEOUT_MS = 90_000;

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
}, TIMEOUT_MS);

afterAll(async () => {
  for (const t of apps.splice(0)) await t.close();
  await database?.dispose();
});

async function replicas(count: number, env: Record<string, string> = {}): Promise<TestApp[]> {
  const started = [];
  for (let i = 0; i < count; i += 1) started.push(await buildTestApp({ database, env }));
  apps.push(...started);
  return started;
}

/** The app's sign-in call, on the replica given. */
async function exchange(on: TestApp, code: string) {
  const answer = await postJson(on, '/auth/kakao-login', { code, redirectUri: CALLBACK });
  return { status: answer.status, token: ((await answer.json()) as { access_token?: string }).access_token };
}

describe('the development provider over three replicas', () => {
  it('a code issued on one replica is redeemed on another, once there, and its token works on a third', async () => {
    const [a, b, c] = await replicas(3);
    const code = await codeFor(a!, '여럿', 'replicas@example.com');
    const redeemed = await exchange(b!, code);
    expect(redeemed.status).toBe(200);
    const login = await postJson(c!, '/auth/kakao-login/user', { kakaoAccessToken: redeemed.token });
    expect(login.status).toBe(200);
    expect((await login.json()) as object).toHaveProperty('accessToken');
    // Single use in the process that redeemed it: Kakao's invalid_grant becomes the sign-in's 401.
    expect((await exchange(b!, code)).status).toBe(401);
  }, TIMEOUT_MS);

  it('a replica with another JWT_SECRET redeems none of them', async () => {
    const [a] = await replicas(1);
    const [other] = await replicas(1, { JWT_SECRET: 'another deployment '.repeat(3) });
    expect((await exchange(other!, await codeFor(a!, '남', 'other@example.com'))).status).toBe(401);
  }, TIMEOUT_MS);
});
