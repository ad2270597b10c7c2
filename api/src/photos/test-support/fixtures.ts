import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/**
 * A 400×200 JPEG as a phone writes it: pixels stored landscape with EXIF orientation 6 (display
 * rotated 90° clockwise), camera make and GPS coordinates. A red 40×40 block sits at the stored
 * top-left corner, so after auto-rotation it must appear at the top-right.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const block = await sharp({ create: { width: 40, height: 40, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: BLUE } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'MomentumTestCam', Model: 'Fixture 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 41/1',
      },
    })
    .toBuffer();
}

/** Random noise, so that the entropy-coded data is long and truncation cuts real pixels. */
export function noiseImage(width: number, height: number): Sharp {
  return sharp({
    create: { width, height, channels: 3, background: BLUE, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
}

export function solidImage(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: RED } });
}

/**
 * A decompression bomb in a few dozen bytes: a valid PNG signature and IHDR declaring
 * width × height pixels, a token IDAT and IEND. Decoding it for real would need gigabytes.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_PLAIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>';
export const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
  '<script>fetch("/api/me").then(r=>r.text()).then(alert)</script></svg>';

/** The buffer as a stream of small chunks, like a network upload. */
export function chunked(buf: Buffer, size = 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < buf.length; at += size) yield buf.subarray(at, at + size);
    })(),
  );
}

/** Sends `first` bytes of `buf`, then fails like a client that disconnected mid-upload. */
export function abortingStream(buf: Buffer, first: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(buf.subarray(0, first));
        return;
      }
      setTimeout(() => this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 5);
    },
  });
}

export async function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `momentum-photos-${prefix}-`));
}

/** Every file below dir (relative paths), including dot-folders. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
