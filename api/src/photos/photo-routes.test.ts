import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processPhotoUpload } from './photo-processor';
import { PHOTO_CACHE_CONTROL, photoRoutes, photoUrl } from './photo-routes';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { chunked, makeTempDir, phoneJpeg, removeDir } from './test-support/fixtures';

let dir: string;
let storage: PhotoStorage;
let app: FastifyInstance;

beforeEach(async () => {
  dir = await makeTempDir('routes');
  storage = createLocalPhotoStorage(`${dir}/store`);
  app = Fastify();
  await app.register(photoRoutes, { storage });
  // A file outside the store that traversal attempts aim at.
  await storage.put('p/inside.webp', Buffer.from('x'), 'image/webp');
});
afterEach(async () => {
  await app.close();
  await removeDir(dir);
});

describe('photoRoutes', () => {
  it('serves a processed photo with its type and immutable caching', async () => {
    const photo = await processPhotoUpload(chunked(await phoneJpeg()), {
      maxBytes: 1024 * 1024,
      tmpDir: `${dir}/tmp`,
      storage,
    });
    for (const key of [photo.key, photo.thumbKey]) {
      const res = await app.inject({ method: 'GET', url: `/photos/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    const head = await app.inject({ method: 'HEAD', url: `/photos/${photo.key}` });
    expect(head.statusCode).toBe(200);
  });

  it.each([
    '/photos/p/00000000000000000000000000000000.webp',
    '/photos/',
    '/photos/p',
    '/photos/..%2f..%2fetc%2fpasswd',
    '/photos/%2e%2e%2fstore%2fp%2finside.webp',
    '/photos/.tmp/anything.part',
    '/photos/p%5c..%5cinside.webp',
  ])('answers 404 in the error shape for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  // Raw HTTP, because inject() normalises dot segments before the router sees them.
  it.each([
    '/photos/../store/p/inside.webp',
    '/photos/p/../../store/p/inside.webp',
    '/photos/p/%2e%2e/%2e%2e/store/p/inside.webp',
    '/photos/p/..%2F..%2Fphoto-routes.test.ts',
  ])('never serves a file through %s', async (path) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { status, body } = await rawGet(port, path);
    expect(status).toBe(404);
    expect(body).not.toContain('photoRoutes');
    expect(body.trim()).not.toBe('x');
  });

  it('builds public URLs', () => {
    expect(photoUrl('https://api.example.com/', 'p/abc.webp')).toBe('https://api.example.com/photos/p/abc.webp');
    expect(photoUrl('http://localhost:4000/api', 't/def.webp')).toBe('http://localhost:4000/api/photos/t/def.webp');
  });
});

function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
