// Fault: PostgreSQL stopped and started under steady writes and reads against the real API process: every
// request meanwhile answers 503 DATABASE_UNAVAILABLE quickly, the process recovers without a restart and
// every acknowledged write is kept. Owns its cluster, so it runs wherever PostgreSQL's binaries exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '@momentum/dev-services';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { signIn } from './sign-in-helpers.js';
import { onPostgres } from './test-database.js';

const PG_BIN = findPostgresBin();
const WRITERS = 4;
const READERS = 2;
/** Pause between one worker's requests: a steady stream, not a flood the 2-core machine chokes on. */
const PACE_MS = 25;
/** No request may take longer than this, outage or not (the pool's connect timeout is 3 s). */
const REQUEST_BOUND_MS = 5000;
const OUTAGE_MS = 4000;
const UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' };

interface Sample {
  kind: 'write' | 'read';
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

let cluster: PostgresCluster | undefined;
let api: ApiProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await killApiProcess(api);
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(kind: Sample['kind'], url: string, init: RequestInit): Promise<Sample> {
  const startedAt = Date.now();
  // A hung request becomes a failure here, not a stuck test.
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS * 2) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text for the failure message
  }
  return { kind, startedAt, endedAt: Date.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

if (!PG_BIN && onPostgres) {
  // `pnpm test:api:pg` has just installed PostgreSQL: missing binaries here are a broken setup.
  describe('PostgreSQL outage', () => {
    it('needs PostgreSQL binaries (PG_BIN or /usr/lib/postgresql/*/bin)', () => {
      throw new Error('the suite runs on PostgreSQL but no initdb/pg_ctl was found: this fault test cannot be skipped here');
    });
  });
}

describe.skipIf(!PG_BIN)(
  PG_BIN ? 'PostgreSQL stopped and started under load' : 'PostgreSQL outage — skipped: no PostgreSQL binary (install Debian\'s postgresql; `pnpm test:api:pg` does)',
  () => {
    it('answers 503 DATABASE_UNAVAILABLE quickly while it is down, recovers without a restart and loses no acknowledged write', async () => {
      // fsync stays on: the test is about durability.
      cluster = await startPostgresCluster({ durable: true });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-outage-'));
      const port = await freePort();
      api = await startApiProcess({ ...localApiEnv(port, dataDir), DATABASE_URL: cluster.url });
      const target = api;
      const { accessToken } = await signIn(target.t, '정전', 'outage@example.com');
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

      const samples: Sample[] = [];
      const acknowledged: string[] = [];
      let running = true;
      const write = async (w: number) => {
        for (let i = 0; running; i += 1) {
          const sample = await timed('write', `${target.t.url}/api/bucket`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ type: 'REPEAT', content: `정전 ${w}-${i}` }),
          });
          samples.push(sample);
          if (sample.status === 201) acknowledged.push((sample.body as { bucket: { bucketID: string } }).bucket.bucketID);
          await sleep(PACE_MS);
        }
      };
      const read = async () => {
        while (running) {
          samples.push(await timed('read', `${target.t.url}/api/bucket/all/repeat`, { headers }));
          await sleep(PACE_MS);
        }
      };
      const workers = Promise.all([...Array.from({ length: WRITERS }, (_, w) => write(w)), ...Array.from({ length: READERS }, read)]);

      let stoppedAt = 0;
      let startIssuedAt = 0;
      let recoveredAt = 0;
      let recoveryMs: number | undefined;
      try {
        await sleep(1500);
        const ackedBeforeStop = acknowledged.length;
        await cluster.stop('fast');
        stoppedAt = Date.now();
        await sleep(OUTAGE_MS / 2);
        const health = await timed('read', `${target.t.url}/health`, {});
        expect(health.status).toBe(503);
        expect(health.body).toEqual(UNAVAILABLE);
        await sleep(OUTAGE_MS / 2);
        // The server may accept connections before pg_ctl returns: "down" ends when the start is issued.
        startIssuedAt = Date.now();
        await cluster.start();
        const startedAt = Date.now();
        // Recovery: the first write acknowledged after the server is back, without restarting the API.
        const ackedAtStart = acknowledged.length;
        while (acknowledged.length === ackedAtStart && Date.now() - startedAt < 15_000) await sleep(50);
        recoveredAt = Date.now();
        recoveryMs = recoveredAt - startedAt;
        await sleep(1500);
        expect(ackedBeforeStop, 'writes were acknowledged before the outage').toBeGreaterThan(0);
      } finally {
        running = false;
        await workers;
      }

      const during = samples.filter((s) => s.startedAt > stoppedAt && s.endedAt < startIssuedAt);
      const unavailable = samples.filter((s) => s.status === 503);
      const unexpected = samples.filter((s) => ![200, 201, 503].includes(s.status));
      const slowest = Math.max(...samples.map((s) => s.endedAt - s.startedAt));
      const afterRecovery = samples.filter((s) => s.startedAt > recoveredAt);

      // Every write acknowledged at any time is in the database.
      const check = new pg.Client({ connectionString: cluster.url });
      await check.connect();
      let stored: Set<string>;
      try {
        const { rows } = await check.query<{ id: string }>('select id from buckets where id = any($1::uuid[])', [acknowledged]);
        stored = new Set(rows.map((row) => row.id));
      } finally {
        await check.end();
      }
      const missing = acknowledged.filter((id) => !stored.has(id));

      console.info(
        `PostgreSQL outage: ${samples.length} requests, ${unavailable.length} answered 503 (${during.length} while down), ` +
          `${unexpected.length} other errors, slowest ${slowest} ms, recovered ${recoveryMs} ms after start, ` +
          `${acknowledged.length} writes acknowledged, ${missing.length} missing`,
      );

      expect(unexpected.map((s) => `${s.kind} ${s.status} ${JSON.stringify(s.body)}`), target.output().slice(-3000)).toEqual([]);
      expect(during.length, 'requests answered while the server was down').toBeGreaterThan(WRITERS + READERS);
      expect(during.filter((s) => s.status !== 503).map((s) => `${s.kind} ${s.status}`)).toEqual([]);
      for (const sample of unavailable) {
        expect(sample.body).toEqual(UNAVAILABLE);
        expect(sample.retryAfter).toBe('5');
      }
      expect(slowest).toBeLessThan(REQUEST_BOUND_MS);
      // The same process, no restart: it is still running and answers normally again.
      expect(target.child.exitCode).toBeNull();
      expect(recoveryMs).toBeLessThan(10_000);
      expect(afterRecovery.length).toBeGreaterThan(0);
      expect(afterRecovery.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);
      expect((await fetch(`${target.t.url}/health`)).status).toBe(200);
      expect(missing).toEqual([]);
    }, API_START_BOUND_MS + 90_000);
  },
);
