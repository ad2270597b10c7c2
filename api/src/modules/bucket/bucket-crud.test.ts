// Buckets: create, update, delete, lists, detail; validation and ownership on every id route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBucketRequest, UpdateBucketRequest } from '@momentum/contracts';
import { bucketDepsOf } from './bucket-deps.js';
import { createBucketService } from './bucket-service.js';
import { aNewBucket, aNewListItem } from './test-support/bucket-answers.js';
import { buildBucketTestApp, type BucketTestApp } from './test-support/bucket-test-app.js';

let t: BucketTestApp;
let me: string;
let other: string;
beforeAll(async () => {
  t = await buildBucketTestApp();
  me = await t.newUser('나');
  other = await t.newUser('남');
}, 90_000);
afterAll(() => t.close());

const create = (userId: string, type: string, content: string) => t.call('POST', '/api/bucket', userId, { type, content });

describe('bucket create and update', () => {
  it('creates a trimmed bucket and answers 201 with the fields of docs/product-spec.md', async () => {
    const res = await create(me, 'REPEAT', '  매일 달리기  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: '버킷리스트가 추가되었습니다.',
      bucket: aNewBucket({ content: '매일 달리기', type: 'REPEAT' }),
    });
  });

  it('refuses empty, over-long and wrongly typed input with Korean messages', async () => {
    expect(await create(me, 'REPEAT', '   ')).toEqual({ status: 400, body: { code: 'VALIDATION', message: '버킷리스트 내용을 입력해 주세요.' } });
    expect(await create(me, 'REPEAT', 'ㄱ'.repeat(31))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '버킷리스트는 최대 30자까지 작성할 수 있습니다.' },
    });
    expect((await create(me, 'REPEAT', 'ㄱ'.repeat(30))).status).toBe(201);
    expect((await create(me, 'DAILY', '책 읽기')).body.message).toBe('버킷 종류는 REPEAT 또는 ACHIEVEMENT여야 합니다.');
    expect((await t.call('POST', '/api/bucket', me, {})).status).toBe(400);
  });

  it('updates only the content', async () => {
    const { body } = await create(me, 'ACHIEVEMENT', '제주도 여행');
    const id = body.bucket.bucketID;
    const res = await t.call('PATCH', `/api/bucket/${id}`, me, { content: ' 한라산 등반 ' });
    expect(res.body).toEqual({ message: '버킷리스트가 수정되었습니다.', bucket: { ...body.bucket, content: '한라산 등반' } });
    expect((await t.call('PATCH', `/api/bucket/${id}`, me, { content: '' })).status).toBe(400);
    expect((await t.call('GET', `/api/bucket/${id}`, me)).body.bucket).toEqual({ ...body.bucket, content: '한라산 등반', photoUrl: null });
  });

  // The edit's body goes into the UPDATE whole: only the contract's keys may reach a column.
  it('ignores keys the update contract does not name, and answers bad input as before', async () => {
    const { body } = await create(me, 'REPEAT', '수영 배우기');
    const id = body.bucket.bucketID;
    const sneaky = { userId: other, type: 'ACHIEVEMENT', isCompleted: true, isChallenging: true, status: 'DONE', createdAt: '2000-01-01T00:00:00.000Z' };
    const res = await t.call('PATCH', `/api/bucket/${id}`, me, { content: '접영 배우기', ...sneaky });
    expect(res).toEqual({ status: 200, body: { message: '버킷리스트가 수정되었습니다.', bucket: { ...body.bucket, content: '접영 배우기' } } });
    expect(await t.call('PATCH', `/api/bucket/${id}`, me, sneaky)).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: '버킷리스트 내용을 입력해 주세요.' },
    });
    // Still the caller's, still REPEAT and pending, still first in its list (created_at kept).
    expect((await t.call('GET', `/api/bucket/${id}`, other)).status).toBe(404);
    expect((await t.call('GET', `/api/bucket/${id}`, me)).body.bucket).toEqual({ ...body.bucket, content: '접영 배우기', photoUrl: null });
    expect((await t.call('GET', '/api/bucket/all/repeat', me)).body.buckets[0]).toMatchObject({ bucketID: id });
  });

  it('the service writes only the contract\'s keys, whoever calls it', async () => {
    const { body } = await create(me, 'REPEAT', '요가 하기');
    const id = body.bucket.bucketID;
    const service = createBucketService(bucketDepsOf(t.app));
    // Typed as the contract, but carrying more at run time (a caller that skipped the route's parse).
    const unchecked = { content: ' 요가 매일 하기 ', userId: other, isCompleted: true, isChallenging: true } as UpdateBucketRequest;
    expect(await service.update(me, id, unchecked)).toEqual({ ...body.bucket, content: '요가 매일 하기' });
    expect((await t.call('GET', `/api/bucket/${id}`, other)).status).toBe(404);
  });

  it('a create writes only the contract\'s keys too, and the caller owns it', async () => {
    const service = createBucketService(bucketDepsOf(t.app));
    const unchecked = { type: 'REPEAT', content: ' 명상 ', userId: other, isCompleted: true, isChallenging: true } as CreateBucketRequest;
    const bucket = await service.create(me, unchecked);
    expect(bucket).toEqual({ ...bucket, content: '명상', type: 'REPEAT', isCompleted: false, isChallenging: false });
    expect((await t.call('GET', `/api/bucket/${bucket.bucketID}`, other)).status).toBe(404);
    expect((await t.call('GET', `/api/bucket/${bucket.bucketID}`, me)).status).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect((await fetch(`${t.url}/api/bucket/all/repeat`)).status).toBe(401);
  });
});

describe('bucket lists', () => {
  it('lists each type separately, newest first, and only the caller’s', async () => {
    const user = await t.newUser();
    for (const content of ['첫째', '둘째', '셋째']) await create(user, 'REPEAT', content);
    await create(user, 'ACHIEVEMENT', '달성');
    await create(other, 'REPEAT', '남의 것');
    const repeat = await t.call('GET', '/api/bucket/all/repeat', user);
    expect(repeat.body.buckets.map((b: { content: string }) => b.content)).toEqual(['셋째', '둘째', '첫째']);
    expect(repeat.body.buckets[0]).toEqual(aNewListItem({ content: '셋째' }));
    const achievement = await t.call('GET', '/api/bucket/all/achievement', user);
    expect(achievement.body.buckets.map((b: { content: string }) => b.content)).toEqual(['달성']);
  });
});

describe('bucket delete', () => {
  it('deletes and answers the type; the bucket is gone afterwards', async () => {
    const { body } = await create(me, 'ACHIEVEMENT', '지울 것');
    const id = body.bucket.bucketID;
    expect(await t.call('DELETE', `/api/bucket/${id}`, me)).toEqual({ status: 200, body: { message: '버킷리스트가 삭제되었습니다.', type: 'ACHIEVEMENT' } });
    expect((await t.call('GET', `/api/bucket/${id}`, me)).status).toBe(404);
    expect((await t.call('DELETE', `/api/bucket/${id}`, me)).status).toBe(404);
  });
});

describe('ids and ownership', () => {
  it('answers 404 for another user’s bucket on every id route and changes nothing', async () => {
    const { body } = await create(other, 'REPEAT', '남의 버킷');
    const id = body.bucket.bucketID;
    const attempts = [
      t.call('GET', `/api/bucket/${id}`, me),
      t.call('PATCH', `/api/bucket/${id}`, me, { content: '뺏기' }),
      t.call('DELETE', `/api/bucket/${id}`, me),
      t.call('PATCH', `/api/bucket/${id}/challenge`, me),
      t.call('POST', `/api/bucket/moments/${id}`, me, {
        startDate: '2030-01-10T00:00:00.000Z',
        endDate: '2030-01-11T00:00:00.000Z',
        moments: [{ content: 'x', startDate: '2030-01-10T00:00:00.000Z', endDate: '2030-01-11T00:00:00.000Z' }],
        frequency: 'daily',
      }),
      t.upload(`/api/bucket/${id}/achievement-photo`, me, Buffer.from('x')),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: '버킷리스트를 찾을 수 없습니다.' } });
    }
    expect((await t.call('GET', `/api/bucket/${id}`, other)).body.bucket).toMatchObject({ content: '남의 버킷', isChallenging: false });
  });

  it('answers 400 with a Korean message for malformed ids, 404 for unknown ones', async () => {
    const bad = { status: 400, body: { code: 'VALIDATION', message: '올바른 ID 형식이 아닙니다.' } };
    expect(await t.call('GET', '/api/bucket/123', me)).toEqual(bad);
    expect(await t.call('GET', '/api/bucket/moment/abc', me)).toEqual(bad);
    expect(await t.call('PATCH', '/api/bucket/abc/challenge', me)).toEqual(bad);
    expect(await t.call('DELETE', '/api/bucket/abc', me)).toEqual(bad);
    expect((await t.call('POST', '/api/bucket/moments/abc', me, {})).status).toBe(400);
    const unknown = '6f1c1a52-3e0b-4f7e-9a55-0b9f0c0f8e11';
    expect((await t.call('GET', `/api/bucket/${unknown}`, me)).status).toBe(404);
    expect(await t.call('GET', `/api/bucket/moment/${unknown}`, me)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: '모멘트를 찾을 수 없습니다.' },
    });
  });
});
