import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import { estimateDuration, planSteps } from '../ai/ai-api';
import { uploadMomentPhoto } from '../moment/moment-api';
import { momentQueries } from '../moment/moment-queries';
import { createBucket, getBuckets, getChallengingCount, updateBucket } from './bucket-api';
import { bucketQueries } from './bucket-queries';

interface Seen { method?: string; url?: string; type?: string; body: Buffer }
const seen: Seen[] = [];
let aiStatus = 200;
let server: http.Server;

function answer(req: http.IncomingMessage): [number, unknown] {
  if (req.url === '/api/bucket/all/repeat') return [200, { buckets: [{ bucketID: 'b1', content: '달리기', isCompleted: false, isChallenging: true }] }];
  if (req.url === '/api/bucket/challenging/count') return [200, { challengingCount: 2 }];
  if (req.url === '/api/bucket/b2' && req.method === 'PATCH') return [200, { message: '수정', bucket: { bucketID: 'b2', content: '책 두 권', type: 'ACHIEVEMENT', isCompleted: false, isChallenging: false } }];
  if (req.url === '/api/bucket') return [201, { message: '추가', bucket: { bucketID: 'b2', content: '책', type: 'ACHIEVEMENT', isCompleted: false, isChallenging: false } }];
  if (req.url?.startsWith('/api/bucket/moments/')) return [200, { message: '인증', photoUrl: 'http://x/photos/p/a.webp' }];
  if (req.url === '/api/ai/duration') return aiStatus === 200 ? [200, { days: 30 }] : [aiStatus, { message: 'AI 없음', code: 'SERVICE_UNAVAILABLE' }];
  if (req.url === '/api/ai/plan') return aiStatus === 200 ? [200, { steps: ['a', 'b', 'c'] }] : [aiStatus, { message: 'AI 없음', code: 'SERVICE_UNAVAILABLE' }];
  return [404, { message: '없음', code: 'NOT_FOUND' }];
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: Buffer.concat(chunks) });
      const [status, body] = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 't', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bucket api', () => {
  it('unwraps lists and the challenging count', async () => {
    await expect(getBuckets('REPEAT')).resolves.toEqual([{ bucketID: 'b1', content: '달리기', isCompleted: false, isChallenging: true }]);
    await expect(getChallengingCount()).resolves.toBe(2);
  });

  it('creates a bucket with the payload of docs/product-spec.md', async () => {
    const result = await createBucket({ type: 'ACHIEVEMENT', content: '책' });
    expect(result.bucket.bucketID).toBe('b2');
    expect(JSON.parse(seen.at(-1)!.body.toString())).toEqual({ type: 'ACHIEVEMENT', content: '책' });
  });

  it('updates a bucket with the contract\'s body as given', async () => {
    const result = await updateBucket('b2', { content: '책 두 권' });
    expect(result.bucket.content).toBe('책 두 권');
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/bucket/b2' });
    expect(JSON.parse(seen.at(-1)!.body.toString())).toEqual({ content: '책 두 권' });
  });

  it('uploads a proof as multipart field photoUrl and reports progress up to 100', async () => {
    const progress: number[] = [];
    const file = new File([new Uint8Array(256 * 1024).fill(7)], 'proof.jpg', { type: 'image/jpeg' });
    const result = await uploadMomentPhoto('m1', file, (p) => progress.push(p));
    expect(result.photoUrl).toBe('http://x/photos/p/a.webp');
    const req = seen.at(-1)!;
    expect(req.method).toBe('PATCH');
    expect(req.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body.toString('latin1')).toContain('name="photoUrl"; filename="proof.jpg"');
    expect(progress.at(-1)).toBe(100);
  });

  it('maps AI answers and failures to the values of docs/product-spec.md', async () => {
    aiStatus = 200;
    await expect(estimateDuration('달리기')).resolves.toBe(30);
    await expect(planSteps('달리기', 2)).resolves.toEqual(['a', 'b']);
    aiStatus = 503;
    await expect(estimateDuration('달리기')).resolves.toBeNull();
    await expect(planSteps('달리기', 2)).resolves.toEqual([]);
  });

  it('keys moment queries under the bucket prefix', () => {
    expect(bucketQueries.list('REPEAT').queryKey).toEqual(['bucket', 'list', 'REPEAT']);
    expect(bucketQueries.challengingCount().queryKey.slice(0, 2)).toEqual(bucketQueries.challenging());
    expect(momentQueries.detail('m1').queryKey.slice(0, 1)).toEqual(bucketQueries.all());
  });
});
