import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { PHOTO_MESSAGES } from './photo-errors';
import { processPhotoUpload, type PhotoUploadOptions } from './photo-processor';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { readExifTags } from './test-support/exif';
import {
  abortingStream,
  chunked,
  listFiles,
  makeTempDir,
  noiseImage,
  phoneJpeg,
  pixelBombPng,
  removeDir,
  solidImage,
  SVG_PLAIN,
  SVG_WITH_SCRIPT,
} from './test-support/fixtures';

let tmpDir: string;
let storeDir: string;
let storage: PhotoStorage;
let opts: PhotoUploadOptions;

beforeEach(async () => {
  tmpDir = await makeTempDir('tmp');
  storeDir = await makeTempDir('store');
  storage = createLocalPhotoStorage(storeDir);
  opts = { maxBytes: 10 * 1024 * 1024, tmpDir, storage };
});
afterEach(async () => {
  await removeDir(tmpDir);
  await removeDir(storeDir);
});

async function stored(key: string): Promise<Buffer> {
  const stream = await storage.open(key);
  if (!stream) throw new Error(`missing ${key}`);
  return buffer(stream);
}

async function expectRefused(source: Readable, status: number, message: string, o = opts) {
  const error = await processPhotoUpload(source, o).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, message });
  // Nothing left behind: no temp file, no half-stored photo.
  expect(await listFiles(tmpDir)).toEqual([]);
  expect(await listFiles(storeDir)).toEqual([]);
  return error as AppError;
}

describe('processPhotoUpload: accepted images', () => {
  it('stores a rotated copy of a phone JPEG without EXIF or GPS', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    // The fixture really carries what a phone writes, or this test would prove nothing.
    expect(before).toMatchObject({ width: 400, height: 200, orientation: 6 });
    const tags = readExifTags(before.exif!);
    expect(tags.gps).toEqual(expect.arrayContaining([0x0001, 0x0002, 0x0003, 0x0004]));
    expect(tags.orientation).toBe(6);

    const photo = await processPhotoUpload(chunked(original), opts);

    expect(photo.key).toMatch(/^p\/[0-9a-f]{32}\.webp$/);
    expect(photo.thumbKey).toMatch(/^t\/[0-9a-f]{32}\.webp$/);
    expect(photo).toMatchObject({ width: 200, height: 400 });
    const main = await stored(photo.key);
    const meta = await sharp(main).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(main.includes('MomentumTestCam')).toBe(false);
    // Stored top-left (red) is displayed top-right after a 90° clockwise turn.
    const { data } = await sharp(main).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    expect(pixel(190, 10)[0]).toBeGreaterThan(200); // red
    expect(pixel(10, 10)[2]).toBeGreaterThan(200); // blue

    const thumb = await sharp(await stored(photo.thumbKey)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(thumb.exif).toBeUndefined();
    expect(await listFiles(tmpDir)).toEqual([]);
    expect(await listFiles(storeDir)).toEqual([photo.key, photo.thumbKey].sort());
  });

  it.each(['png', 'webp', 'gif', 'avif'] as const)('accepts %s and shrinks it to 1600 px', async (format) => {
    const input = await solidImage(2400, 1200).toFormat(format).toBuffer();
    const photo = await processPhotoUpload(chunked(input, 64 * 1024), opts);
    expect(photo).toMatchObject({ width: 1600, height: 800 });
    expect(await sharp(await stored(photo.key)).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect(await sharp(await stored(photo.thumbKey)).metadata()).toMatchObject({ width: 320, height: 160 });
  });

  it('never enlarges a small image and gives every upload new names', async () => {
    const input = await solidImage(100, 50).png().toBuffer();
    const a = await processPhotoUpload(chunked(input), opts);
    const b = await processPhotoUpload(chunked(input), opts);
    expect(a).toMatchObject({ width: 100, height: 50 });
    expect(a.key).not.toBe(b.key);
    expect(a.thumbKey).not.toBe(b.thumbKey);
  });

  it('handles a burst of simultaneous uploads through the decode queue', async () => {
    const input = await phoneJpeg();
    const photos = await Promise.all(Array.from({ length: 12 }, () => processPhotoUpload(chunked(input), opts)));
    expect(new Set(photos.map((p) => p.key)).size).toBe(12);
    expect(photos.every((p) => p.width === 200 && p.height === 400)).toBe(true);
    expect(await listFiles(tmpDir)).toEqual([]);
    expect(await listFiles(storeDir)).toHaveLength(24);
  });
});

describe('processPhotoUpload: refusals', () => {
  it('refuses a text file named .jpg (415)', async () => {
    await expectRefused(chunked(Buffer.from('hello, I am not a photo\n'.repeat(50))), 415, PHOTO_MESSAGES.unsupported);
  });

  it.each([
    ['plain SVG', SVG_PLAIN],
    ['SVG with a script', SVG_WITH_SCRIPT],
    ['tiny file', 'GIF'],
    ['empty file', ''],
  ])('refuses %s (415)', async (_name, body) => {
    await expectRefused(chunked(Buffer.from(body)), 415, PHOTO_MESSAGES.unsupported);
  });

  it('refuses a video and a HEIC the decoder cannot read (415)', async () => {
    const ftyp = (brand: string) => {
      const head = Buffer.alloc(32);
      head.writeUInt32BE(24);
      head.write(`ftyp${brand}\0\0\0\0${brand}mif1`, 4, 'latin1');
      return Buffer.concat([head, Buffer.alloc(2048, 7)]);
    };
    await expectRefused(chunked(ftyp('isom')), 415, PHOTO_MESSAGES.unsupported);
    await expectRefused(chunked(ftyp('heic')), 415, PHOTO_MESSAGES.unsupported);
  });

  it('refuses a pixel bomb (422)', async () => {
    const bomb = pixelBombPng(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    await expectRefused(chunked(bomb), 422, PHOTO_MESSAGES.unprocessable);
  });

  it('refuses a real image over maxPixels (422)', async () => {
    const input = await solidImage(2000, 2000).png().toBuffer();
    await expectRefused(chunked(input), 422, PHOTO_MESSAGES.unprocessable, { ...opts, maxPixels: 1_000_000 });
  });

  it('refuses a truncated JPEG (422)', async () => {
    const full = await noiseImage(800, 600).jpeg().toBuffer();
    await expectRefused(chunked(full.subarray(0, Math.floor(full.length * 0.6))), 422, PHOTO_MESSAGES.unprocessable);
  });

  it('refuses a polyglot whose image header hides something else (422)', async () => {
    const polyglot = Buffer.concat([Buffer.from('GIF89a'), Buffer.from(SVG_WITH_SCRIPT)]);
    await expectRefused(chunked(polyglot), 422, PHOTO_MESSAGES.unprocessable);
  });

  it('stops reading past maxBytes (413) and leaves no temp file', async () => {
    const chunk = 1024;
    const maxBytes = 64 * chunk;
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1;
        this.push(produced === 1 ? Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(chunk - 4)]) : Buffer.alloc(chunk, 1));
      },
    });
    await expectRefused(endless, 413, PHOTO_MESSAGES.tooLarge, { ...opts, maxBytes });
    // The processor takes chunks up to the one that crosses maxBytes; a Readable refills its own buffer
    // (up to its highWaterMark: 16 KiB before Node 22, 64 KiB since) ahead of whoever reads it. Beyond
    // those two nothing may be pulled, or an endless body would be read on after its refusal.
    const taken = maxBytes / chunk + 1;
    const readAhead = endless.readableHighWaterMark / chunk;
    expect(produced).toBeLessThanOrEqual(taken + readAhead);
    expect(endless.destroyed).toBe(true);
  });

  it('accepts a file of exactly maxBytes', async () => {
    const input = await solidImage(300, 300).png().toBuffer();
    const photo = await processPhotoUpload(chunked(input), { ...opts, maxBytes: input.length });
    expect(photo.width).toBe(300);
  });

  it.each([
    ['the photo', 1],
    ['the thumbnail', 2],
  ])('removes %s a store kept but answered as failed (its answer lost)', async (_name, failingPut) => {
    // A store that dies mid-answer: it has written the object, the client only sees the failure.
    let puts = 0;
    const lostAnswer: PhotoStorage = {
      ...storage,
      async put(key, source, contentType) {
        await storage.put(key, source, contentType);
        if (++puts === failingPut) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      },
    };
    const input = await solidImage(300, 300).png().toBuffer();
    const error = await processPhotoUpload(chunked(input), { ...opts, storage: lostAnswer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNRESET' });
    expect(await listFiles(storeDir)).toEqual([]);
  });

  it('rejects an upload whose client disconnects, leaving no file (400)', async () => {
    const full = await noiseImage(800, 600).jpeg().toBuffer();
    await expectRefused(abortingStream(full, 4096), 400, PHOTO_MESSAGES.aborted);
  });

  it('rejects an upload whose client was gone before it was read (400)', async () => {
    // The multipart parser destroys a queued part when its request aborts, and listens for its error
    // itself: that 'error' event is over before the processor gets the stream.
    const gone = new Readable({ read() {} });
    gone.on('error', () => {});
    gone.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await new Promise((resolve) => gone.once('close', resolve));
    await expectRefused(gone, 400, PHOTO_MESSAGES.aborted);
  });
});
