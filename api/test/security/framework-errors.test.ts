// Refusals Fastify and Node make before any of our handlers run (found by fuzz.test.ts) answer in the one
// error shape `{ message, code }` (src/plugins/framework-errors.ts), not Fastify's, which echoes the raw URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecurityApp, type Answer, type SecurityApp } from './world.js';

let app: SecurityApp;
let token: string;

beforeAll(async () => {
  app = await buildSecurityApp();
  token = (await app.member('framework')).token;
}, 60_000);
afterAll(() => app?.close());

function expectOneErrorShape(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'message']);
  expect(answer.body.message).toMatch(/[\uAC00-\uD7A3]/);
}

describe('errors raised by the framework before our handlers', () => {
  it('answers a normal malformed id in the one error shape (control: our handlers)', async () => {
    const answer = await app.send({ method: 'GET', path: '/api/bucket/not-a-uuid' }, token);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'message']);
  });

  it('a path parameter over 100 characters (FST_ERR_MAX_PARAM_LENGTH)', async () => {
    expectOneErrorShape(await app.send({ method: 'GET', path: `/api/bucket/${'a'.repeat(101)}` }, token), 414);
  });

  it('invalid UTF-8 percent-encoding in the path (FST_ERR_BAD_URL)', async () => {
    expectOneErrorShape(await app.send({ method: 'GET', path: '/api/bucket/%ED%A0%80' }, token), 400);
  });

  it('a URL over the 16 KB header limit', async () => {
    expectOneErrorShape(await app.send({ method: 'GET', path: `/api/bucket/all/repeat?q=${'a'.repeat(20_000)}` }, token), 431);
  });
});
