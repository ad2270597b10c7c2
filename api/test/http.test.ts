import { apiRoutes } from '@momentum/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { getMe, postJson, signIn } from './sign-in-helpers.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

const preflight = (app: TestApp, origin: string) =>
  fetch(`${app.url}/api/users`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
  });

describe('HTTP surface', () => {
  it('allows CORS with credentials for app origins only and exposes x-access-token', async () => {
    t = await buildTestApp();
    const allowed = await preflight(t, 'http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const denied = await preflight(t, 'https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const simple = await fetch(`${t.url}/api/users`, { headers: { origin: 'http://localhost:3004' } });
    expect(simple.status).toBe(401);
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
    expect(simple.headers.get('access-control-expose-headers')).toBe('x-access-token');
  });

  it('reports health and 503 when the database is gone', async () => {
    t = await buildTestApp();
    const ok = await fetch(`${t.url}/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    await t.database.close();
    const down = await fetch(`${t.url}/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
  });

  it('publishes every registry route in /openapi.json and serves /docs', async () => {
    t = await buildTestApp();
    const doc = (await (await fetch(`${t.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const route of apiRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
      expect(t.app.hasRoute({ method: route.method, url: route.path }), `${route.method} ${route.path}`).toBe(true);
    }
    expect(doc.paths['/oauth/token']).toBeUndefined();
    const docs = await fetch(`${t.url}/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('keeps /docs and /openapi.json unrouted under NODE_ENV=production unless API_DOCS=true', async () => {
    const production = { NODE_ENV: 'production', ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true' };
    t = await buildTestApp({ env: production });
    for (const path of ['/docs', '/openapi.json']) {
      const hidden = await fetch(`${t.url}${path}`);
      expect(hidden.status, path).toBe(404);
      expect(await hidden.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
    }
    await t.close();
    t = await buildTestApp({ env: { ...production, API_DOCS: 'true' } });
    expect((await fetch(`${t.url}/openapi.json`)).status).toBe(200);
    expect((await fetch(`${t.url}/docs`)).status).toBe(200);
  });

  it('answers unknown routes, bad JSON and wrong fields in the one error shape', async () => {
    t = await buildTestApp();
    const missing = await fetch(`${t.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });

    const badJson = await fetch(`${t.url}/auth/kakao-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ code: 'VALIDATION', message: '요청 형식이 올바르지 않습니다.' });

    const wrongType = await postJson(t, '/auth/kakao-login', { code: 'abc', redirectUri: 42 });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ code: 'VALIDATION', message: "'redirectUri' 값이 올바르지 않습니다." });
  });

  it('sets security headers and rate limits the auth endpoints per IP', async () => {
    t = await buildTestApp({ authRateLimit: { max: 3, timeWindow: 60_000 } });
    const health = await fetch(`${t.url}/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (let i = 0; i < 3; i += 1) expect((await postJson(t, '/auth/kakao-login', {})).status).toBe(400);
    const limited = await postJson(t, '/auth/kakao-login', {});
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    // Other routes are not limited.
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('hides internals of unexpected errors behind a generic 500', async () => {
    t = await buildTestApp();
    const { accessToken } = await signIn(t);
    await t.database.close();
    const response = await getMe(t, accessToken);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL', message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
  });
});
