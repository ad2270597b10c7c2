// A test app at a movable instant with its own photo folder; users are inserted directly and get
// tokens minted at the current instant (moving the clock by days never expires a session).
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { users } from '../../../db/schema/index.js';
import { listFiles, makeTempDir, removeDir } from '../../../photos/test-support/fixtures.js';
import { createAccessTokens } from '../../auth/access-token.js';

// Tests read answers field by field; typing every body would only repeat the contracts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
interface Answer<T = any> {
  status: number;
  body: T;
}

export interface BucketTestApp extends TestApp {
  photoDir: string;
  /** Moves the server's clock, e.g. setNow('2030-01-10T12:00:00+09:00'). */
  setNow(iso: string): void;
  newUser(nickname?: string): Promise<string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: string, path: string, userId: string, body?: unknown): Promise<Answer<T>>;
  /** PATCH multipart with the file in field `photoUrl` (or `field`), plus any `headers`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  upload<T = any>(
    path: string,
    userId: string,
    file: Buffer,
    opts?: { filename?: string; type?: string; field?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  authHeader(userId: string): Promise<string>;
  /** Stored photo files (excluding the storage's temp folder). */
  photoFiles(): Promise<string[]>;
}

export async function buildBucketTestApp(env: Record<string, string> = {}): Promise<BucketTestApp> {
  let now = Date.parse('2030-01-10T12:00:00+09:00');
  const photoDir = await makeTempDir('bucket');
  const t = await buildTestApp({ clock: () => now, env: { PHOTO_DIR: photoDir, ...env } });
  const tokens = createAccessTokens(t.config.jwtSecret, () => now);
  const authHeader = async (userId: string) => `Bearer ${await tokens.issue(userId)}`;
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  let serial = 0;

  return {
    ...t,
    photoDir,
    setNow(iso) {
      now = Date.parse(iso);
    },
    async newUser(nickname = '버킷러') {
      serial += 1;
      const [row] = await t.app.db
        .insert(users)
        .values({ kakaoId: `bucket-${randomUUID()}`, nickname, friendCode: `BUCK${String(serial).padStart(4, '0')}` })
        .returning({ id: users.id });
      return row!.id;
    },
    async call(method, path, userId, body) {
      const headers: Record<string, string> = { authorization: await authHeader(userId) };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return answer(await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    },
    async upload(path, userId, file, opts = {}) {
      const form = new FormData();
      form.append(opts.field ?? 'photoUrl', new Blob([file], { type: opts.type ?? 'image/jpeg' }), opts.filename ?? 'proof.jpg');
      const headers = { ...opts.headers, authorization: await authHeader(userId) };
      return answer(await fetch(`${t.url}${path}`, { method: 'PATCH', headers, body: form }));
    },
    authHeader,
    async photoFiles() {
      return (await listFiles(photoDir)).filter((f) => !f.startsWith('.tmp'));
    },
    async close() {
      await t.close();
      await removeDir(photoDir);
    },
  };
}

/** Instants of Seoul midnights, `days` after the given Seoul date (ISO). */
export function seoulDay(date: string, days = 0): string {
  return new Date(Date.parse(`${date}T00:00:00+09:00`) + days * 86_400_000).toISOString();
}

/** A create-moments body: `n` windows of `spacing` days from the Seoul date `from`, as docs/product-spec.md schedules them. */
export function scheduleBody(from: string, n: number, spacing = 1, frequency = 'daily') {
  const moments = Array.from({ length: n }, (_, k) => ({
    content: `할 일 ${k + 1}`,
    startDate: seoulDay(from, k * spacing),
    endDate: seoulDay(from, (k + 1) * spacing),
  }));
  return { startDate: moments[0]?.startDate, endDate: moments.at(-1)?.endDate, moments, frequency };
}
