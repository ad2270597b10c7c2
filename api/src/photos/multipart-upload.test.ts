import Fastify, { type FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { registerRefusedBodyDrain } from '../http/refused-body-drain';
import { registerPhotoMultipart } from './multipart-setup';
import { Agent } from 'node:http';
import { readPhotoMultipart } from './multipart-upload';
import { PHOTO_MESSAGES } from './photo-errors';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { postMultipart, postWholeMultipart, type FormPart } from './test-support/multipart-client';
import { listFiles, makeTempDir, noiseImage, phoneJpeg, removeDir, SVG_WITH_SCRIPT } from './test-support/fixtures';

const MAX_BYTES = 256 * 1024;
/** What a refused body may still send, here: 4 MB, pausing 1.5 s at most, within 10 s. */
const LINGER = { bytes: 4 * 1024 * 1024, idleMs: 1_500, totalMs: 10_000 };

let tmpDir: string;
let storeDir: string;
let storage: PhotoStorage;
let app: FastifyInstance;
let url: string;
/** Settles when the route handler has finished, even if nobody could receive its answer. */
let handled: Promise<unknown>;

beforeEach(async () => {
  tmpDir = await makeTempDir('mp-tmp');
  storeDir = await makeTempDir('mp-store');
  storage = createLocalPhotoStorage(storeDir);
  let settle: (outcome: unknown) => void = () => {};
  handled = new Promise((resolve) => (settle = resolve));
  app = Fastify();
  await registerPhotoMultipart(app, MAX_BYTES);
  registerRefusedBodyDrain(app, LINGER);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof AppError
      ? reply.code(error.statusCode).send({ message: error.message, code: error.code })
      : reply.code(500).send({ message: 'internal', code: 'INTERNAL' }),
  );
  app.post('/upload', async (request) => {
    try {
      const result = await readPhotoMultipart(request, { fileField: 'photo', maxBytes: MAX_BYTES, tmpDir, storage });
      settle(result);
      return result;
    } catch (error) {
      settle(error);
      throw error;
    }
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/upload`;
});
afterEach(async () => {
  await app.close();
  await removeDir(tmpDir);
  await removeDir(storeDir);
});

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'photo',
  filename,
  contentType,
  data,
});

async function expectNothingLeft() {
  expect(await listFiles(tmpDir)).toEqual([]);
  expect(await listFiles(storeDir)).toEqual([]);
}

describe('readPhotoMultipart over HTTP', () => {
  it('streams a phone JPEG with fields before and after it', async () => {
    const res = await postMultipart(url, [
      { name: 'caption', value: '오늘의 모멘트' },
      file(await phoneJpeg()),
      { name: 'momentId', value: '42' },
    ], { chunkSize: 1024 });
    expect(res).toMatchObject({ status: 200, body: { fields: { caption: '오늘의 모멘트', momentId: '42' } } });
    const { photo } = (res as { body: { photo: { key: string; thumbKey: string } } }).body;
    expect(photo).toMatchObject({ key: expect.stringMatching(/^p\/[0-9a-f]{32}\.webp$/), width: 200, height: 400 });
    const meta = await sharp(await buffer((await storage.open(photo.key))!)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await listFiles(tmpDir)).toEqual([]);
  });

  it('returns photo null when the form has no file', async () => {
    const res = await postMultipart(url, [{ name: 'caption', value: 'x' }]);
    expect(res).toEqual({ status: 200, body: { photo: null, fields: { caption: 'x' } }, closes: false });
  });

  it('refuses a text file named .jpg and an SVG with a script (415)', async () => {
    for (const part of [
      file(Buffer.from('not an image at all, just text pretending\n'.repeat(100))),
      file(Buffer.from(SVG_WITH_SCRIPT), 'cat.svg', 'image/svg+xml'),
    ]) {
      const res = await postMultipart(url, [part]);
      expect(res).toMatchObject({ status: 415, body: { message: PHOTO_MESSAGES.unsupported, code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
    await expectNothingLeft();
  });

  it("maps the parser's file size limit to 413 and leaves no temp file", async () => {
    const big = await noiseImage(1200, 1200).jpeg({ quality: 95 }).toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES * 2);
    const res = await postMultipart(url, [file(big)]);
    expect(res).toEqual({
      status: 413,
      body: { message: PHOTO_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' },
      // The rest of the body is read and dropped (drainRefusedBody): the connection stays usable.
      closes: false,
    });
    await handled;
    await expectNothingLeft();
  });

  it('refuses a request that is not multipart (415)', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { photo: 'data:image/png;base64,AAAA' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.unsupported, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a second file and deletes the first photo again (400)', async () => {
    const jpeg = await phoneJpeg();
    const res = await postMultipart(url, [file(jpeg), { name: 'photo', filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg }]);
    expect(res).toMatchObject({ status: 400, body: { message: PHOTO_MESSAGES.invalidForm, code: 'VALIDATION' } });
    await expectNothingLeft();
  });

  it('refuses a file under another field name and an over-long field (400)', async () => {
    const other = await postMultipart(url, [{ ...file(await phoneJpeg()), name: 'avatar' }]);
    expect(other).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    const long = await postMultipart(url, [{ name: 'caption', value: 'a'.repeat(20_000) }]);
    expect(long).toMatchObject({ status: 400, body: { message: PHOTO_MESSAGES.fieldTooLong, code: 'VALIDATION' } });
    await expectNothingLeft();
  });

  it('leaves no partial file when the client disconnects mid-upload', async () => {
    const big = await noiseImage(1000, 1000).jpeg({ quality: 80 }).toBuffer();
    const half = Math.min(Math.floor(big.length / 2), MAX_BYTES / 2);
    const small = big.subarray(0, MAX_BYTES - 1024);
    expect(await postMultipart(url, [file(small)], { abortAfter: half, chunkSize: 4096 })).toBe('aborted');
    const outcome = await Promise.race([handled, sleep(5000).then(() => 'handler never finished')]);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({ statusCode: 400 });
    await expectNothingLeft();
  });
});

describe('a refused upload (a lingering close)', () => {
  it('is read to its end, answered intact, and its connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(2 * 1024 * 1024, 7);
      const refused = await postWholeMultipart(url, [file(big)], agent);
      // Not an image: refused from its first bytes, with 2 MB still to come.
      expect(refused).toMatchObject({ status: 415, body: { message: PHOTO_MESSAGES.unsupported }, closes: false, sendError: null });
      await handled;
      const next = await postWholeMultipart(url, [{ name: 'caption', value: '다음 요청' }], agent);
      expect(next).toMatchObject({ status: 200, sendError: null });
      expect(next.localPort).toBe(refused.localPort);
    } finally {
      agent.destroy();
    }
    await expectNothingLeft();
  });

  it('is cut past its byte allowance, so a huge refused body costs little', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = Buffer.alloc(24 * 1024 * 1024, 7);
      const refused = await postWholeMultipart(url, [file(huge)], agent);
      expect(refused).toMatchObject({ status: 415, body: { message: PHOTO_MESSAGES.unsupported } });
      // Cut: the rest of the body is refused by a reset, while sending or, if the kernel took it all, after.
      expect(await refused.connectionError(5000)).not.toBeNull();
    } finally {
      agent.destroy();
    }
  });
});

