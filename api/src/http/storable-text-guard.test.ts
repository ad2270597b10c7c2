import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in-helpers.js';
import { holdsUnstorableText } from './storable-text-guard.js';

describe('holdsUnstorableText', () => {
  it('finds NUL or a lone surrogate in any string or key at any depth', () => {
    expect(holdsUnstorableText({ a: [{ b: 'ok' }, { c: ['x\u0000'] }] })).toBe(true);
    expect(holdsUnstorableText({ 'key\uD800': 1 })).toBe(true);
    // The query parser's objects have a prototype of their own.
    class Query {
      q = '\uDC00';
    }
    expect(holdsUnstorableText(new Query())).toBe(true);
    expect(holdsUnstorableText({ a: ['모멘트', '😀', 1, null, true, { b: '\u202E' }] })).toBe(false);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });

  it('does not walk a raw body (a Buffer holds bytes, not parsed text)', () => {
    expect(holdsUnstorableText(Buffer.from([0, 0, 0]))).toBe(false);
  });
});

describe('the guard on every route', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = { authorization: `Bearer ${(await signIn(t)).accessToken}` };
  });
  afterAll(() => t.close());

  const refusal = { code: 'VALIDATION', message: '입력값에 사용할 수 없는 문자가 있습니다.' };
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('refuses a NUL in a query string, a path parameter or a JSON key with 400', async () => {
    expect(await answer(await fetch(`${t.url}/api/bucket/all/repeat?q=%00`, { headers: auth }))).toEqual({ status: 400, body: refusal });
    expect(await answer(await fetch(`${t.url}/api/bucket/%00`, { headers: auth }))).toEqual({ status: 400, body: refusal });
    const body = JSON.stringify({ type: 'REPEAT', content: '달리기', 'x\u0000': 1 });
    const created = await fetch(`${t.url}/api/bucket`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body });
    expect(await answer(created)).toEqual({ status: 400, body: refusal });
    expect((await answer(await fetch(`${t.url}/api/bucket/all/repeat`, { headers: auth }))).body).toEqual({ buckets: [] });
  });

  it('covers routes outside the contract registry too (the AI proxy)', async () => {
    const response = await fetch(`${t.url}/api/ai/duration`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ goal: '\u0000' }) });
    expect(await answer(response)).toEqual({ status: 400, body: refusal });
  });
});
