import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processPhotoUpload } from './photo-processor';
import { photoRoutes } from './photo-routes';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { createPhotoUrlSigner, photoUrlExpiry } from './photo-url-signing';
import { chunked, makeTempDir, phoneJpeg, removeDir } from './test-support/fixtures';

const signer = createPhotoUrlSigner('photo-route-test-secret-0123456789abcdef');
const BASE = 'http://photos.test';
// 10:07:30 UTC: the URLs issued now expire at 11:00, 52.5 minutes away.
const T0 = Date.UTC(2026, 0, 5, 10, 7, 30);
let now = T0;

let dir: string;
let storage: PhotoStorage;
let app: FastifyInstance;

/** The path + query of a URL issued now (inject() takes paths). */
async function signedPath(key: string): Promise<string> {
  const url = new URL(await storage.readUrl(key, photoUrlExpiry(now)));
  return url.pathname + url.search;
}

beforeEach(async () => {
  now = T0;
  dir = await makeTempDir('routes');
  storage = createLocalPhotoStorage(`${dir}/store`, { baseUrl: () => BASE, signer });
  app = Fastify();
  await app.register(photoRoutes, { storage, signer, clock: () => now });
  // A file outside the store that traversal attempts aim at.
  await storage.put('p/inside.webp', Buffer.from('x'), 'image/webp');
});
afterEach(async () => {
  await app.close();
  await removeDir(dir);
});

describe('photoRoutes', () => {
  it('serves a processed photo to a signed URL, cached privately for no longer than the signature lives', async () => {
    const photo = await processPhotoUpload(chunked(await phoneJpeg()), {
      maxBytes: 1024 * 1024,
      tmpDir: `${dir}/tmp`,
      storage,
    });
    for (const key of [photo.key, photo.thumbKey]) {
      const res = await app.inject({ method: 'GET', url: await signedPath(key) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(`private, max-age=${52 * 60 + 30}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    const head = await app.inject({ method: 'HEAD', url: await signedPath(photo.key) });
    expect(head.statusCode).toBe(200);
  });

  it('counts max-age down to the expiry, and answers 404 from the expiry on', async () => {
    const url = await signedPath('p/inside.webp');
    now = T0 + 52 * 60_000; // 30 s left
    expect((await app.inject({ method: 'GET', url })).headers['cache-control']).toBe('private, max-age=30');
    now = T0 + 52.5 * 60_000;
    const expired = await app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' });
  });

  it('answers 404 without a signature, with another photo\'s, a tampered one, or one that lives too long', async () => {
    const url = await signedPath('p/inside.webp');
    const { searchParams } = new URL(url, BASE);
    const exp = searchParams.get('exp')!;
    const sig = searchParams.get('sig')!;
    await storage.put('p/other.webp', Buffer.from('y'), 'image/webp');
    const otherSig = new URL(await signedPath('p/other.webp'), BASE).searchParams.get('sig')!;
    const flipped = sig.slice(0, 20) + (sig[20] === 'A' ? 'B' : 'A') + sig.slice(21);
    const farFuture = new Date(now + 2 * 3_600_000);
    const tooLong = new URL(await storage.readUrl('p/inside.webp', farFuture)).search;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const bad of [
      '/photos/p/inside.webp',
      `/photos/p/inside.webp?exp=${exp}`,
      `/photos/p/inside.webp?sig=${sig}`,
      `/photos/p/inside.webp?exp=${exp}&sig=${otherSig}`,
      `/photos/p/inside.webp?exp=${exp}&sig=${flipped}`,
      `/photos/p/inside.webp?exp=${Number(exp) + 1800}&sig=${sig}`,
      `/photos/p/inside.webp?exp=${exp}&sig=${sig}&sig=${sig}`,
      `/photos/p/inside.webp${tooLong}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 404 for a correctly signed key that is not stored (or no longer)', async () => {
    const url = await signedPath('p/inside.webp');
    await storage.delete(['p/inside.webp']);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each([
    '/photos/p/00000000000000000000000000000000.webp',
    '/photos/',
    '/photos/p',
    '/photos/..%2f..%2fetc%2fpasswd',
    '/photos/%2e%2e%2fstore%2fp%2finside.webp',
    '/photos/.tmp/anything.part',
    '/photos/p%5c..%5cinside.webp',
  ])('answers 404 in the error shape for %s, even signed', async (url) => {
    const res = await app.inject({ method: 'GET', url: signedAsGiven(url) });
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
    const { status, body } = await rawGet(port, signedAsGiven(path));
    expect(status).toBe(404);
    expect(body).not.toContain('photoRoutes');
    expect(body.trim()).not.toBe('x');
  });

  it('builds read URLs on the public base, naming only the key and the expiry', async () => {
    const base = createLocalPhotoStorage(`${dir}/store`, { baseUrl: () => 'http://localhost:4000/api/', signer });
    const url = new URL(await base.readUrl('t/def.webp', new Date(Date.UTC(2026, 0, 5, 11))));
    expect(url.origin + url.pathname).toBe('http://localhost:4000/api/photos/t/def.webp');
    expect([...url.searchParams.keys()]).toEqual(['exp', 'sig']);
    expect(url.searchParams.get('exp')).toBe(String(Date.UTC(2026, 0, 5, 11) / 1000));
    await expect(base.readUrl('../x.webp', new Date())).rejects.toThrow('invalid photo key');
    await expect(createLocalPhotoStorage(dir).readUrl('p/a.webp', new Date())).rejects.toThrow('without read URLs');
  });
});

/** `path` with a valid signature over the key as the route will read it, so only the key check can refuse it. */
function signedAsGiven(path: string): string {
  const key = decodeURIComponent(path.slice('/photos/'.length));
  return `${path}?${signer.query(key, photoUrlExpiry(now))}`;
}

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
