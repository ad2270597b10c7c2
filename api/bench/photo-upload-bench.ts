// Photo upload benchmark (a script, not a test): `pnpm --filter @momentum/api bench:photos`. Uploads 500 MB
// bodies (garbage, past the limit, padded photos) and a batch of phone-sized JPEGs through a real API, and
// prints the server's peak resident memory, throughput and time per photo.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@momentum/contracts/limits';
import { api, freePort, rssSampler, signIn, startApi, streamUpload } from './bench-support.js';

const MB = 1024 * 1024;
const BATCH = Number(process.env.BENCH_PHOTOS ?? 20);

/** `total` bytes in 1 MB chunks after `head`, from one reused buffer (the client holds ~1 MB). */
function* body(total: number, head: Buffer, fill: Buffer): Generator<Buffer> {
  yield head;
  for (let sent = head.length; sent < total; sent += fill.length) yield fill.subarray(0, Math.min(fill.length, total - sent));
}

/** A real JPEG followed by `total` − its size bytes after its end marker (decoders stop at EOI). */
function* trailingPaddedJpeg(jpeg: Buffer, total: number, fill: Buffer): Generator<Buffer> {
  for (let at = 0; at < jpeg.length; at += MB) yield jpeg.subarray(at, at + MB);
  yield* body(total - jpeg.length, Buffer.alloc(0), fill);
}

/**
 * A real JPEG whose SOI is followed by APP15 segments up to `total` bytes. libjpeg, as libvips sets it
 * up, keeps APPn/COM segments in memory while decoding, so this shows the cost of marker padding.
 */
function* markerPaddedJpeg(jpeg: Buffer, total: number): Generator<Buffer> {
  const segment = Buffer.alloc(65_535 + 2, 0x20);
  segment.set([0xff, 0xef, 0xff, 0xff]); // APP15, length 65535
  yield jpeg.subarray(0, 2);
  for (let sent = jpeg.length; sent + segment.length < total; sent += segment.length) yield segment;
  for (let at = 2; at < jpeg.length; at += MB) yield jpeg.subarray(at, at + MB);
}

function* chunks(buf: Buffer): Generator<Buffer> {
  for (let at = 0; at < buf.length; at += 64 * 1024) yield buf.subarray(at, at + 64 * 1024);
}

async function phonePhoto(i: number): Promise<Buffer> {
  return sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 40 + i * 9, g: 120, b: 200 - i * 5 }, noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'BenchCam', Model: `Phone ${i}` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' } })
    .toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'momentum-bench-'));
  const { child, url } = await startApi(dataDir, await freePort());
  const rss = rssSampler(child.pid!);
  try {
    const token = await signIn(url);
    const baseline = rss.peak();
    // A proving-ready moment: a challenging REPEAT bucket with one window covering now.
    const { bucket } = await api<{ bucket: { bucketID: string } }>(url, token, 'POST', '/api/bucket', { type: 'REPEAT', content: '벤치마크' });
    await api(url, token, 'PATCH', `/api/bucket/${bucket.bucketID}/challenge`);
    const start = new Date(Date.now() - 3600_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const { moments } = await api<{ moments: { momentID: string }[] }>(url, token, 'POST', `/api/bucket/moments/${bucket.bucketID}`, {
      startDate: start, endDate: end, frequency: 'daily', moments: [{ content: '사진 올리기', startDate: start, endDate: end }],
    });
    let momentUrl = `${url}/api/bucket/moments/${moments[0]!.momentID}`;

    const rows: string[] = [];
    const big = async (label: string, file: Iterable<Buffer>) => {
      const before = rss.reset();
      const r = await streamUpload(momentUrl, token, file);
      const peak = rss.peak();
      rows.push(`${label.padEnd(36)}${String(r.status).padStart(7)}${fmt(r.sent / MB)}${fmt(r.ms / 1000, 2)}${fmt(r.sent / MB / (r.ms / 1000))}${fmt(before)}${fmt(peak)}${fmt(peak - before)}`);
    };
    const random = randomBytes(MB);
    await big('500 MB garbage (refused early)', body(500 * MB, random.subarray(0, 64), random));
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    await big('500 MB + 1 MB "JPEG" (over limit)', body(MAX_PHOTO_BYTES + MB, jpegHead, Buffer.alloc(MB)));
    const photo = await phonePhoto(0);
    await big('490 MB: photo + trailing bytes (200)', trailingPaddedJpeg(photo, MAX_PHOTO_BYTES - 10 * MB, Buffer.alloc(MB, 0x20)));
    // The moment is proven now: the second accepted case goes to a fresh achievement bucket.
    const target = await api<{ bucket: { bucketID: string } }>(url, token, 'POST', '/api/bucket', { type: 'ACHIEVEMENT', content: '큰 사진' });
    momentUrl = `${url}/api/bucket/${target.bucket.bucketID}/achievement-photo`;
    await big('490 MB: photo + APP15 padding (200)', markerPaddedJpeg(photo, MAX_PHOTO_BYTES - 10 * MB));

    process.stdout.write(`generating ${BATCH} phone photos (4032×3024, EXIF+GPS)…\n`);
    const photos = [photo, ...(await Promise.all(Array.from({ length: BATCH - 1 }, (_, i) => phonePhoto(i + 1))))];
    const ids: string[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      const created = await api<{ bucket: { bucketID: string } }>(url, token, 'POST', '/api/bucket', { type: 'ACHIEVEMENT', content: `사진 ${i + 1}` });
      ids.push(created.bucket.bucketID);
    }
    const batchBefore = rss.reset();
    const times: number[] = [];
    let bytes = 0;
    const batchStarted = performance.now();
    for (let i = 0; i < BATCH; i += 1) {
      const r = await streamUpload(`${url}/api/bucket/${ids[i]}/achievement-photo`, token, chunks(photos[i]!));
      if (r.status !== 200) throw new Error(`photo ${i} answered ${r.status}`);
      times.push(r.ms);
      bytes += photos[i]!.length;
    }
    const batchSeconds = (performance.now() - batchStarted) / 1000;
    const sorted = [...times].sort((a, b) => a - b);

    console.log(`\nserver baseline RSS after start and sign-in: ${baseline.toFixed(1)} MB (MAX_PHOTO_BYTES ${MAX_PHOTO_BYTES / MB} MB)\n`);
    const head = ['status', 'sent MB', 'secs', 'MB/s', 'RSS0 MB', 'peak MB', 'Δ MB'];
    console.log(`${'case'.padEnd(36)}${head[0]!.padStart(7)}${head.slice(1).map((h) => h.padStart(9)).join('')}`);
    for (const row of rows) console.log(row);
    console.log(
      `\nbatch: ${BATCH} photos, avg ${(bytes / BATCH / MB).toFixed(2)} MB, ${(bytes / MB / batchSeconds).toFixed(1)} MB/s, ` +
        `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms per photo, ` +
        `RSS ${batchBefore.toFixed(1)} → peak ${rss.peak().toFixed(1)} MB`,
    );
    console.log(`server VmHWM (peak since start): ${rss.hwm().toFixed(1)} MB`);
  } finally {
    rss.stop();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
