// A small world arranged through the real HTTP API only: an owner with buckets, moments (one proven) and an
// achievement bucket, a friend of the owner, a stranger, and a user who deleted the account.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import type { AiService } from '../../src/ai/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { signIn } from '../sign-in-helpers.js';
import { makeTempDir, removeDir } from '../../src/photos/test-support/fixtures.js';

export interface Answer {
  status: number;
  // Bodies of many shapes; the contract tests elsewhere check them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface Req {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
  /** Raw body with its content type (fuzzing sends non-JSON too). */
  raw?: { type: string; data: string };
}

export interface Member {
  id: string;
  token: string;
  nickname: string;
  email: string;
  friendCode: string;
}

export interface World {
  owner: Member;
  friend: Member;
  stranger: Member;
  /** REPEAT, challenging: moment `provenMoment` (today, proven) and `laterMoment` (tomorrow). */
  repeatBucket: string;
  provenMoment: string;
  laterMoment: string;
  /** REPEAT, not challenging. */
  idleBucket: string;
  /** REPEAT, challenging, one moment today not yet proven. */
  openBucket: string;
  openMoment: string;
  /** ACHIEVEMENT, not proven. */
  achievementBucket: string;
}

export interface SecurityApp extends TestApp {
  send(req: Req, token?: string | null, extraHeaders?: Record<string, string>): Promise<Answer>;
  member(label: string): Promise<Member>;
  world(): Promise<World>;
  /** Moves the server's clock forward (e.g. past a per-minute rate limit window). */
  skip(ms: number): void;
}

let jpeg: Promise<Buffer> | undefined;
export const smallJpeg = () =>
  (jpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer());

export async function photoForm(field = 'photoUrl'): Promise<FormData> {
  const form = new FormData();
  form.append(field, new Blob([await smallJpeg()], { type: 'image/jpeg' }), 'proof.jpg');
  return form;
}

const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export function momentsBody(fromMs: number, days: number) {
  const moments = Array.from({ length: days }, (_, k) => ({
    content: `OWNERSECRET 할 일 ${k + 1}`,
    startDate: iso(fromMs + k * DAY),
    endDate: iso(fromMs + (k + 1) * DAY),
  }));
  return { startDate: moments[0]!.startDate, endDate: moments.at(-1)!.endDate, moments, frequency: 'daily' };
}

/** Answers like a working model, so the AI routes reach their own checks (no key → 503 for everyone). */
const scriptedAi: AiService = {
  estimateDuration: async () => 30,
  planSteps: async (goal, count) => Array.from({ length: count }, (_, k) => `${goal} 실천 ${k + 1}`),
};

/**
 * `body` with every photo read URL's signature replaced by a placeholder: a URL is one string per
 * 30-minute window (ADR 0003), so a snapshot taken across a window boundary must still compare equal.
 */
export function withoutSignatures(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body ?? null).replace(/\?exp=\d+&sig=[A-Za-z0-9_-]+/g, '?exp=…&sig=…'));
}

/** `env`: more variables for the app (e.g. the S3_* of a photo store). */
export async function buildSecurityApp(options: { env?: Record<string, string> } = {}): Promise<SecurityApp> {
  const photoDir = await makeTempDir('security');
  // Many sign-ins from one IP: lift the per-IP auth limit (its own test is in test/http.test.ts).
  let offset = 0;
  const t = await buildTestApp({
    clock: () => Date.now() + offset,
    env: { PHOTO_DIR: photoDir, ...options.env },
    authRateLimit: { max: 1_000_000, timeWindow: 60_000 },
    ai: scriptedAi,
  });

  const send: SecurityApp['send'] = async (req, token, extraHeaders = {}) => {
    const headers: Record<string, string> = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: FormData | string | undefined;
    if (req.form) body = req.form;
    else if (req.raw) {
      headers['content-type'] = req.raw.type;
      body = req.raw.data;
    } else if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    const response = await fetch(`${t.url}${req.path}`, { method: req.method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, text };
  };

  const must = async (req: Req, token: string, expected: number): Promise<Answer> => {
    const answer = await send(req, token);
    if (answer.status !== expected) throw new Error(`arrange ${req.method} ${req.path}: ${answer.status} ${answer.text}`);
    return answer;
  };

  const member = async (label: string): Promise<Member> => {
    const tag = randomUUID().slice(0, 8);
    const nickname = `${label}${tag}`.slice(0, 20);
    const email = `${label}-${tag}@example.com`;
    const { accessToken } = await signIn(t, nickname, email);
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const { body } = await must({ method: 'GET', path: '/api/users/friendCode' }, accessToken, 200);
    return { id: sub, token: accessToken, nickname, email, friendCode: body.friendCode };
  };

  const world = async (): Promise<World> => {
    const [owner, friend, stranger] = await Promise.all([member('owner'), member('friend'), member('stranger')]);
    await must({ method: 'POST', path: '/api/friends', json: { friendCode: owner.friendCode } }, friend.token, 200);
    const bucket = async (type: string) =>
      (await must({ method: 'POST', path: '/api/bucket', json: { type, content: `OWNERSECRET ${type}` } }, owner.token, 201))
        .body.bucket.bucketID as string;
    const challenge = (id: string) => must({ method: 'PATCH', path: `/api/bucket/${id}/challenge` }, owner.token, 200);
    const today = startOfSeoulDay(Date.now());

    const repeatBucket = await bucket('REPEAT');
    await challenge(repeatBucket);
    const created = await must({ method: 'POST', path: `/api/bucket/moments/${repeatBucket}`, json: momentsBody(today, 2) }, owner.token, 201);
    const [provenMoment, laterMoment] = created.body.moments.map((m: { momentID: string }) => m.momentID) as [string, string];
    await must({ method: 'PATCH', path: `/api/bucket/moments/${provenMoment}`, form: await photoForm() }, owner.token, 200);

    const openBucket = await bucket('REPEAT');
    await challenge(openBucket);
    const open = await must({ method: 'POST', path: `/api/bucket/moments/${openBucket}`, json: momentsBody(today, 1) }, owner.token, 201);
    const idleBucket = await bucket('REPEAT');
    const achievementBucket = await bucket('ACHIEVEMENT');
    return {
      owner, friend, stranger, repeatBucket, provenMoment, laterMoment, idleBucket, openBucket,
      openMoment: open.body.moments[0].momentID, achievementBucket,
    };
  };

  return {
    ...t,
    send,
    member,
    world,
    skip(ms) {
      offset += ms;
    },
    async close() {
      await t.close();
      await removeDir(photoDir);
    },
  };
}

/** Everything the owner can read about their own things: compared before/after a refused request. */
export async function ownerSnapshot(app: SecurityApp, w: World): Promise<unknown> {
  const paths = [
    '/api/users', '/api/bucket/all/repeat', '/api/bucket/all/achievement', '/api/bucket/challenging/main',
    '/api/bucket/challenging/count', '/api/friends', `/api/bucket/${w.achievementBucket}`,
    `/api/bucket/moment/${w.provenMoment}`, `/api/bucket/moment/${w.openMoment}`, '/api/home/completedbucket',
    '/api/home/notifications/unread-count', '/api/push/settings',
  ];
  const answers = await Promise.all(paths.map((path) => app.send({ method: 'GET', path }, w.owner.token)));
  return answers.map((a, i) => ({ path: paths[i], status: a.status, body: withoutSignatures(a.body) }));
}
