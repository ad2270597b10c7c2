// A failing query is logged with its SQLSTATE, route and request id, and nothing the user sent. No
// constraint of ours can be broken by user text, so the test adds a unique index on buckets.content:
// a second identical bucket (a unique marker) fails the real INSERT (23505) under the production logger.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { captureLogs } from './capture-logs.js';
import { signIn } from './sign-in-helpers.js';

/** A sign-in and a few requests: room for a busy 2-core machine (default 30 s). */
const TIMEOUT_MS = 60_000;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  route?: string;
  req?: { method: string; url: string };
  err?: { type: string; code?: string; constraint?: string; message?: string; stack?: string; cause?: { code?: string } };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('error logs', () => {
  it('name the SQLSTATE, route and request id of a failing query, and carry none of its values', async () => {
    const { lines, logger } = captureLogs();
    t = await buildTestApp({ logger });
    await t.database.db.execute(sql`create unique index test_only_bucket_content_unique on buckets (content)`);
    const { accessToken } = await signIn(t);
    const marker = `표식-${randomUUID().slice(0, 12)}`;
    const create = () =>
      fetch(`${t!.url}/api/bucket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'REPEAT', content: marker }),
      });

    expect((await create()).status).toBe(201);
    const failed = await create();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 'INTERNAL', message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.' });

    // The marker is in no line at all: not in a message, stack, params, detail or request log.
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    expect(lines.filter((line) => /Failed query|params:|"detail"|"query"|"where"/.test(line))).toEqual([]);

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const failure = parsed.find((line) => line.msg === 'request failed');
    expect(failure).toBeDefined();
    // The SQLSTATE (on drizzle's wrapper's cause, the driver's error), the constraint and the route.
    expect(failure!.level).toBe(50);
    expect(failure!.route).toBe('POST /api/bucket');
    expect(failure!.err?.cause?.code).toBe('23505');
    expect(JSON.stringify(failure)).toContain('test_only_bucket_content_unique');
    expect(failure!.err?.stack).toMatch(/^\s+at /);
    // The request id ties it to the request's own lines (method and URL).
    expect(failure!.reqId).toBeTruthy();
    const incoming = parsed.filter((line) => line.reqId === failure!.reqId && line.req);
    expect(incoming.map((line) => `${line.req!.method} ${line.req!.url}`)).toContain('POST /api/bucket');
  }, TIMEOUT_MS);
});
