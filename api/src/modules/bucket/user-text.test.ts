// Bucket titles and to-dos are read by the user and their friends: the text rules of
// @momentum/contracts/text-rules hold for them (storable, no control or bidi character, NFC stored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBucketTestApp, scheduleBody, type BucketTestApp } from './test-support/bucket-test-app.js';

let t: BucketTestApp;
let user: string;
beforeAll(async () => {
  t = await buildBucketTestApp();
  user = await t.newUser();
}, 90_000);
afterAll(() => t.close());

const UNSTORABLE = { code: 'VALIDATION', message: '입력값에 사용할 수 없는 문자가 있습니다.' };
const BUCKET_UNREADABLE = { code: 'VALIDATION', message: '버킷리스트 내용에 사용할 수 없는 문자가 있습니다.' };
const MOMENT_UNREADABLE = { code: 'VALIDATION', message: '모멘트 내용에 사용할 수 없는 문자가 있습니다.' };
const lists = async () => [(await t.call('GET', '/api/bucket/all/repeat', user)).body, (await t.call('GET', '/api/bucket/all/achievement', user)).body];

describe('bucket content', () => {
  it('refuses NUL and lone surrogates with 400 before anything is written', async () => {
    const before = await lists();
    for (const content of ['달리\u0000기', '\uD800달리기', '달리기\uDC00']) {
      expect(await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content }), JSON.stringify(content)).toEqual({ status: 400, body: UNSTORABLE });
    }
    expect(await lists()).toEqual(before);
  });

  it('refuses control characters and bidi overrides or isolates, on create and on edit', async () => {
    const id = (await t.call('POST', '/api/bucket', user, { type: 'ACHIEVEMENT', content: '제주도 여행' })).body.bucket.bucketID as string;
    const before = await lists();
    for (const content of ['달리기\u0007', '달\n리기', '\u202E기리달', '달리기\u2067', '달리기\u0085']) {
      expect(await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content }), JSON.stringify(content)).toEqual({ status: 400, body: BUCKET_UNREADABLE });
      expect(await t.call('PATCH', `/api/bucket/${id}`, user, { content }), JSON.stringify(content)).toEqual({ status: 400, body: BUCKET_UNREADABLE });
    }
    expect(await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content: '\u200B\u3164' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '버킷리스트 내용을 입력해 주세요.' },
    });
    expect(await lists()).toEqual(before);
  });

  it('stores the NFC form and counts 30 characters on it', async () => {
    // 30 syllables typed as 60 conjoining jamo: 30 characters once composed.
    const decomposed = '\u1100\u1161'.repeat(30);
    const created = await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content: decomposed });
    expect(created.status).toBe(201);
    expect(created.body.bucket.content).toBe('가'.repeat(30));
    const id = created.body.bucket.bucketID as string;
    expect((await t.call('GET', `/api/bucket/${id}`, user)).body.bucket.content).toBe('가'.repeat(30));
  });
});

describe('moment content', () => {
  it('refuses unreadable and unstorable to-dos and creates none of the batch', async () => {
    const bucket = (await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content: '물 마시기' })).body.bucket.bucketID as string;
    expect((await t.call('PATCH', `/api/bucket/${bucket}/challenge`, user)).status).toBe(200);
    const before = (await t.call('GET', '/api/bucket/challenging/main', user)).body;
    const withContent = (content: string) => {
      const body = scheduleBody('2030-01-10', 3);
      body.moments[2]!.content = content;
      return body;
    };
    for (const content of ['물\u202E마시기', '물\u0009마시기', '\u2066물']) {
      expect(await t.call('POST', `/api/bucket/moments/${bucket}`, user, withContent(content)), JSON.stringify(content)).toEqual({ status: 400, body: MOMENT_UNREADABLE });
    }
    expect(await t.call('POST', `/api/bucket/moments/${bucket}`, user, withContent('물\u0000'))).toEqual({ status: 400, body: UNSTORABLE });
    expect((await t.call('GET', '/api/bucket/challenging/main', user)).body).toEqual(before);
  });
});
