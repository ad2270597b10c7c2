import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { JpegMetadataBudget } from './jpeg-metadata-budget';
import { phoneJpeg } from './test-support/fixtures';

/** An APPn/COM segment: marker, length (counting itself), payload. */
function segment(marker: number, payloadBytes: number, fill = 0x41): Buffer {
  const head = Buffer.from([0xff, marker, (payloadBytes + 2) >> 8, (payloadBytes + 2) & 0xff]);
  return Buffer.concat([head, Buffer.alloc(payloadBytes, fill)]);
}

/** Inserts segments right after SOI. */
function withSegments(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

async function filter(input: Buffer, chunkSize: number, budget?: number, headerLimit?: number) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < input.length; i += chunkSize) chunks.push(input.subarray(i, i + chunkSize));
  const stage = new JpegMetadataBudget(budget, headerLimit);
  const out = await buffer(Readable.from(chunks).pipe(stage));
  return { out, dropped: stage.droppedBytes };
}

describe('JpegMetadataBudget', () => {
  it('passes a real phone JPEG through byte for byte, whatever the chunking', async () => {
    const jpeg = await phoneJpeg();
    for (const size of [1, 3, 7, 64, 65536]) {
      const { out, dropped } = await filter(jpeg, size);
      expect(out.equals(jpeg)).toBe(true);
      expect(dropped).toBe(0);
    }
  });

  it('drops metadata segments past the budget and keeps the image decodable with its orientation', async () => {
    const jpeg = await phoneJpeg();
    const padded = withSegments(jpeg, [segment(0xef, 60_000), segment(0xfe, 60_000), segment(0xed, 60_000)]);
    for (const size of [1, 5, 4096]) {
      const { out, dropped } = await filter(padded, size, 100_000);
      // The phone's own EXIF (first) and the first padding segment fit; the other two do not.
      expect(dropped).toBe(2 * (60_000 + 4));
      expect(out.length).toBe(padded.length - dropped);
      const meta = await sharp(out).metadata();
      expect(meta.orientation).toBe(6);
      expect(meta.width).toBe(400);
    }
  });

  it('refuses a header of non-metadata segments larger than any encoder writes (422)', async () => {
    const jpeg = await phoneJpeg();
    // DQT-marked junk: not metadata, so it counts against the header limit.
    const bloated = withSegments(jpeg, [segment(0xdb, 50_000), segment(0xdb, 50_000)]);
    await expect(filter(bloated, 4096, undefined, 80_000)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.statusCode === 422,
    );
  });

  it('leaves everything after the first scan untouched, and non-JPEG input alone', async () => {
    const jpeg = await phoneJpeg();
    // A budget that fits the photo's own header metadata but not a 100 kB segment: the same
    // segment after the image data must still pass untouched.
    const trailing = Buffer.concat([jpeg, segment(0xef, 100_000)]);
    const { out, dropped } = await filter(trailing, 13, 50_000);
    expect(dropped).toBe(0);
    expect(out.equals(trailing)).toBe(true);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await filter(png, 5, 10)).out.equals(png)).toBe(true);
  });
});
