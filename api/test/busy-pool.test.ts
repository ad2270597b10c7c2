// A busy pool is not an outage: with every connection held by a slow statement the next request waits and
// is answered; only past the pool's own wait is it shed (503 SERVER_BUSY, Retry-After, a counted warning),
// never DATABASE_UNAVAILABLE. Owns its cluster, so it runs wherever PostgreSQL's binaries exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '@momentum/dev-services';
import { createDatabase, WAITING_PER_CONNECTION, type Database } from '../src/db/database.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { captureLogs, type CapturedLogs } from './capture-logs.js';
import { getMe, signIn } from './sign-in-helpers.js';
import { onPostgres } from './test-database.js';

const PG_BIN = findPostgresBin();
/** Longer than the connect timeout (CONNECT_TIMEOUT_MS), which bounds only opening a connection. */
const HOLD_SECONDS = 4.5;
const SERVER_BUSY = { code: 'SERVER_BUSY', message: '요청이 몰려 지금은 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.' };

let cluster: PostgresCluster | undefined;
let dataDir: string | undefined;
const opened: { t: TestApp; database: Database }[] = [];

afterAll(async () => {
  for (const { t, database } of opened) {
    await t.close();
    await database.close();
  }
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

if (!PG_BIN && onPostgres) {
  describe('busy pool', () => {
    it('needs PostgreSQL binaries (PG_BIN or /usr/lib/postgresql/*/bin)', () => {
      throw new Error('the suite runs on PostgreSQL but no initdb/pg_ctl was found: this test cannot be skipped here');
    });
  });
}

/**
 * Connections in the test pools. Two, not one: signing in queries beside its own transaction, which
 * with one connection waits for itself.
 */
const POOL_SIZE = 2;

/** An app on the cluster with a pool of POOL_SIZE; `waitMs` is the pool's wait for a free connection. */
async function appWithSmallPool(name: string, waitMs?: number, logs?: CapturedLogs) {
  const admin = new pg.Client({ connectionString: cluster!.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster!.url);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: dataDir! }, { pool: { max: POOL_SIZE, waitMs } });
  const t = await buildTestApp({
    database: { database, url: url.toString(), dispose: async () => {} },
    ...(logs ? { logger: logs.logger } : {}),
  });
  opened.push({ t, database });
  const { accessToken } = await signIn(t);
  return { t, database, accessToken, url: url.toString() };
}

/** Starts statements that hold every connection of the pool, and returns once PostgreSQL runs them all. */
async function holdEveryConnection(database: Database, url: string): Promise<{ held: Promise<unknown> }> {
  const held = Promise.all(Array.from({ length: POOL_SIZE }, () => database.db.execute(sql.raw(`select pg_sleep(${HOLD_SECONDS})`))));
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    // Waits for a state, not for luck: the statement is running once pg_stat_activity shows it.
    for (;;) {
      const { rows } = await watcher.query(`select 1 from pg_stat_activity where state = 'active' and query like 'select pg_sleep%'`);
      // Wrapped: an async function returning the promise itself would wait for it to settle.
      if (rows.length === POOL_SIZE) return { held };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await watcher.end();
  }
}

describe.skipIf(!PG_BIN)(
  PG_BIN ? 'a pool whose every connection is held by a slow statement' : 'busy pool — skipped: no PostgreSQL binary (install Debian\'s postgresql)',
  () => {
    beforeAll(async () => {
      cluster = await startPostgresCluster();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-busy-pool-'));
    }, 60_000);

    it('makes the next request wait for a connection past the connect timeout and answers it', async () => {
      const { t, database, accessToken, url } = await appWithSmallPool('held_once');
      const { held } = await holdEveryConnection(database, url);
      const startedAt = Date.now();
      const response = await getMe(t, accessToken);
      const waited = Date.now() - startedAt;
      expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 200, body: { user: { nickname: '모멘텀' } } });
      // It really queued behind the statement, past the connect timeout.
      expect(waited).toBeGreaterThan(3000);
      await held;
    }, 30_000);

    it('sheds a request that waits past the pool\'s wait as 503 SERVER_BUSY with Retry-After, and counts it', async () => {
      const logs = captureLogs();
      const { t, database, accessToken, url } = await appWithSmallPool('held_long', 1000, logs);
      const { held } = await holdEveryConnection(database, url);
      const first = await getMe(t, accessToken);
      const second = await getMe(t, accessToken);
      for (const response of [first, second]) {
        expect({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }).toEqual({
          status: 503,
          retryAfter: '2',
          body: SERVER_BUSY,
        });
      }
      const sheds = logs.lines.map((line) => JSON.parse(line) as { msg?: string; shed?: number; code?: string }).filter((entry) => entry.code === 'SERVER_BUSY');
      expect(sheds.map((entry) => [entry.msg, entry.shed])).toEqual([
        ['request shed: database connections busy', 1],
        ['request shed: database connections busy', 2],
      ]);
      await held;
      // The database was fine all along: once the statement ends, the same pool answers again.
      expect((await getMe(t, accessToken)).status).toBe(200);
    }, 30_000);

    it('sheds at once, without waiting, a request beyond the queue cap per connection', async () => {
      // A wait far longer than the hold: a 503 here can only be the queue's cap, not the wait.
      const { t, database, accessToken, url } = await appWithSmallPool('held_queue', 20_000);
      const { held } = await holdEveryConnection(database, url);
      // Fills the queue to its cap of waiting queries for each of the two connections. Drizzle's
      // queries start when awaited, so Promise.all starts them; they reach the pool's queue before
      // the next turn of the event loop (no I/O comes first).
      const queued = Promise.all(Array.from({ length: POOL_SIZE * WAITING_PER_CONNECTION }, () => database.db.execute(sql`select 1`)));
      await new Promise((resolve) => setImmediate(resolve));
      const beyond = await getMe(t, accessToken);
      expect({ status: beyond.status, retryAfter: beyond.headers.get('retry-after'), body: await beyond.json() }).toEqual({
        status: 503,
        retryAfter: '2',
        body: SERVER_BUSY,
      });
      // The queued ones were kept, not dropped: each is answered once a connection is free.
      await expect(queued).resolves.toHaveLength(POOL_SIZE * WAITING_PER_CONNECTION);
      await held;
      expect((await getMe(t, accessToken)).status).toBe(200);
    }, 30_000);
  },
);
