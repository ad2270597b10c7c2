// Uploads under attack that need a real API process: slow bodies (408, connection closed, no file left)
// and memory (concurrent uploads stream, resident memory grows far less than the bytes in flight). The
// process gets its own TMPDIR and DATA_DIR. Other hostile uploads are tested in src/photos and src/modules/bucket.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rssSampler, streamUpload } from '../bench/bench-support.js';
import { SLOW_BODY_MESSAGE } from '../src/http/slow-body-guard.js';
import { noiseImage } from '../src/photos/test-support/fixtures.js';
import { startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { signIn } from './sign-in-helpers.js';
import { onPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const WINDOW_MS = 1000;
const MIN_BYTES = 4096;
/** Generous: the guard should act after one or two windows; a loaded CI machine gets slack. */
const END_WITHIN_MS = 10_000;
const MB = 1024 * 1024;
const BOUNDARY = '----momentum-attack';

let api: ApiProcess;
let root: string;
let serverDb: TestDatabase | undefined;
let token: string;
let jpeg: Buffer;

const uploadTmp = () => path.join(root, 'tmp', 'momentum-uploads');
const photoDir = () => path.join(root, 'data', 'photos');

/** Files (not folders) anywhere under `dir`. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return condition();
}

async function call<T>(method: string, p: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.t.url}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A challenging bucket with one moment whose window contains now; returns the moment id. */
async function provableMoment(): Promise<string> {
  const bucket = await call<{ bucket: { bucketID: string } }>('POST', '/api/bucket', { type: 'REPEAT', content: '느린 업로드' });
  const id = bucket.body.bucket.bucketID;
  expect((await call('PATCH', `/api/bucket/${id}/challenge`)).status).toBe(200);
  const start = new Date(Math.max(Date.now() - 60_000, startOfSeoulDay(Date.now()))).toISOString();
  const end = new Date(Date.now() + 86_400_000).toISOString();
  const made = await call<{ moments: Array<{ momentID: string }> }>('POST', `/api/bucket/moments/${id}`, {
    startDate: start,
    endDate: end,
    frequency: 'daily',
    moments: [{ content: '인증', startDate: start, endDate: end }],
  });
  expect(made.status).toBe(201);
  return made.body.moments[0]!.momentID;
}

const isCompleted = async (momentId: string) =>
  (await call<{ moment: { isCompleted: boolean } }>('GET', `/api/bucket/moment/${momentId}`)).body.moment.isCompleted;

interface RawExchange {
  socket: net.Socket;
  /** Everything the server wrote back. */
  received: () => string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/** Opens a raw connection and writes `head` at once; the caller sends (or withholds) the rest. */
function rawRequest(head: string | Buffer): RawExchange {
  const { port } = new URL(api.t.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  return { socket, received: () => text, closed };
}

function multipartParts(file: Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photoUrl"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, tail, length: head.length + file.length + tail.length };
}

function uploadHeaders(p: string, contentLength: number): string {
  return (
    `PATCH ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`
  );
}

function expect408(exchange: RawExchange): void {
  const text = exchange.received();
  expect(text).toMatch(/^HTTP\/1\.1 408 /);
  expect(text.toLowerCase()).toContain('connection: close');
  const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
  expect(body).toEqual({ code: 'VALIDATION', message: SLOW_BODY_MESSAGE });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-upload-attack-'));
  fs.mkdirSync(path.join(root, 'tmp'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...localApiEnv(port, path.join(root, 'data')),
    TMPDIR: path.join(root, 'tmp'),
    SLOW_BODY_WINDOW_MS: String(WINDOW_MS),
    SLOW_BODY_MIN_BYTES: String(MIN_BYTES),
  };
  if (onPostgres) {
    serverDb = await openTestDatabase();
    await serverDb.database.close();
    env.DATABASE_URL = serverDb.url!;
  }
  api = await startApiProcess(env);
  jpeg = await noiseImage(800, 600).jpeg({ quality: 90 }).toBuffer();
}, API_START_BOUND_MS + 30_000);

// A user per test: each test starts a challenge, and a user may have only 3 at once.
let users = 0;
beforeEach(async () => {
  users += 1;
  token = (await signIn(api.t, `공격자${users}`, `attacker${users}@example.com`)).accessToken;
});

afterAll(async () => {
  await killApiProcess(api);
  await serverDb?.dispose();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('slow uploads', () => {
  it('answers 408 and closes a trickling upload, removing its temp file and storing nothing', async () => {
    const momentId = await provableMoment();
    const { head, length } = multipartParts(jpeg);
    const exchange = rawRequest(uploadHeaders(`/api/bucket/moments/${momentId}`, length));
    // A fast start, so the pipeline has a temp file on disk, then 50 bytes every 100 ms (500 B/s).
    exchange.socket.write(Buffer.concat([head, jpeg.subarray(0, 64 * 1024)]));
    expect(await waitFor(() => filesUnder(uploadTmp()).length > 0, 5_000)).toBe(true);
    const trickleStart = Date.now();
    let at = 64 * 1024;
    const trickle = setInterval(() => {
      if (exchange.socket.destroyed || at >= jpeg.length) return;
      exchange.socket.write(jpeg.subarray(at, at + 50));
      at += 50;
    }, 100);
    await Promise.race([exchange.closed, new Promise((r) => setTimeout(r, END_WITHIN_MS))]);
    clearInterval(trickle);
    const tookMs = Date.now() - trickleStart;
    expect(exchange.socket.destroyed || exchange.socket.readableEnded).toBe(true);
    expect(tookMs).toBeLessThan(END_WITHIN_MS);
    expect(at).toBeLessThan(jpeg.length); // it was cut off, not finished
    expect408(exchange);

    expect(await waitFor(() => filesUnder(uploadTmp()).length === 0, 3_000)).toBe(true);
    expect(filesUnder(photoDir())).toEqual([]);
    expect(await isCompleted(momentId)).toBe(false);
  });

  it('answers 408 to an upload that stalls after its first bytes', async () => {
    const momentId = await provableMoment();
    const { head, length } = multipartParts(jpeg);
    const exchange = rawRequest(uploadHeaders(`/api/bucket/moments/${momentId}`, length));
    exchange.socket.write(Buffer.concat([head, jpeg.subarray(0, 1024)]));
    const started = Date.now();
    await Promise.race([exchange.closed, new Promise((r) => setTimeout(r, END_WITHIN_MS))]);
    expect(Date.now() - started).toBeLessThan(END_WITHIN_MS);
    expect408(exchange);
    expect(await waitFor(() => filesUnder(uploadTmp()).length === 0, 3_000)).toBe(true);
    expect(filesUnder(photoDir())).toEqual([]);
    expect(await isCompleted(momentId)).toBe(false);
  });

  it('answers 408 to a trickling JSON body and creates nothing', async () => {
    const body = JSON.stringify({ type: 'ACHIEVEMENT', content: '천천히 오는 버킷' });
    const exchange = rawRequest(
      `POST /api/bucket HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    const bytes = Buffer.from(body);
    let at = 0;
    const trickle = setInterval(() => {
      if (!exchange.socket.destroyed && at < bytes.length - 1) exchange.socket.write(bytes.subarray(at, ++at));
    }, 200);
    const started = Date.now();
    await Promise.race([exchange.closed, new Promise((r) => setTimeout(r, END_WITHIN_MS))]);
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(END_WITHIN_MS);
    expect408(exchange);
    const list = await call<{ buckets: Array<{ content: string }> }>('GET', '/api/bucket/all/achievement');
    expect(list.body.buckets.map((b) => b.content)).not.toContain('천천히 오는 버킷');
  });

  it('lets a normal upload through under the same strict settings', async () => {
    const momentId = await provableMoment();
    const { head, tail, length } = multipartParts(jpeg);
    const exchange = rawRequest(uploadHeaders(`/api/bucket/moments/${momentId}`, length));
    // write, not end: Node's server treats a half-closed request as aborted.
    exchange.socket.write(Buffer.concat([head, jpeg, tail]));
    const answered = await waitFor(() => /\r\n\r\n\{.*\}$/s.test(exchange.received()), 15_000);
    expect(answered, exchange.received()).toBe(true);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 200 /);
    exchange.socket.destroy();
    expect(await isCompleted(momentId)).toBe(true);
    expect(filesUnder(photoDir())).toHaveLength(2); // the photo and its thumbnail
    expect(filesUnder(uploadTmp())).toEqual([]);
  });
});

describe('memory under concurrent uploads', () => {
  const UPLOADS = 10;
  const SIZE = 50 * MB;
  /** A buffering pipeline would hold 10 × 50 MB; a streaming one a few MB of chunks and two decodes. */
  const MAX_GROWTH_MB = 200;

  /** `total` bytes: `head`, then a reused 1 MB block of noise (the test process never holds 50 MB). */
  function* body(head: Buffer, total: number, block: Buffer): Generator<Buffer> {
    yield head;
    for (let sent = head.length; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
  }

  it('streams 10 concurrent 50 MB uploads with bounded resident memory and leaves only the accepted photo', async () => {
    const momentId = await provableMoment();
    const storedBefore = filesUnder(photoDir()).length;
    const block = Buffer.alloc(MB);
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
    // Half garbage behind a PNG signature (accepted by the sniff, refused by the decoder after the
    // whole body is on disk), half a real JPEG followed by 50 MB after its end marker (decodes fine).
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const rss = rssSampler(api.child.pid!);
    const baseline = rss.reset();
    const url = `${api.t.url}/api/bucket/moments/${momentId}`;
    const results = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => streamUpload(url, token, body(i % 2 ? png : jpeg, SIZE, block))),
    );
    const growth = rss.peak() - baseline;
    rss.stop();

    expect(results.every((r) => r.sent >= SIZE - MB)).toBe(true); // every body really streamed through
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1); // the first valid proof wins
    expect(statuses.every((s) => [200, 409, 422].includes(s))).toBe(true);
    expect(statuses.filter((s, i) => i % 2 === 1 && s === 422)).toHaveLength(UPLOADS / 2);
    console.log(`memory: RSS ${baseline.toFixed(0)} MB before, +${growth.toFixed(0)} MB peak during ${UPLOADS} × ${SIZE / MB} MB`);
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
    expect(await waitFor(() => filesUnder(uploadTmp()).length === 0, 5_000)).toBe(true);
    expect(filesUnder(photoDir()).length - storedBefore).toBe(2);
  }, 180_000);
});
