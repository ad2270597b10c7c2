// Replicas started together on one empty PostgreSQL database: migrations run under an advisory lock
// (src/db/migrate-postgres.ts), so each is applied exactly once and every replica becomes healthy.
// The test owns its cluster (@momentum/dev-services), so it runs whenever PostgreSQL's binaries exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '@momentum/dev-services';
import { createDatabase } from '../src/db/database.js';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate-postgres.js';
import { MIGRATIONS_FOLDER } from '../src/config/package-files.js';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { onPostgres } from './test-database.js';

const PG_BIN = findPostgresBin();
const REPLICAS = 3;
const migrationCount = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

let cluster: PostgresCluster | undefined;
const replicas: ApiProcess[] = [];
const folders: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new empty database in the test's cluster; its connection string. */
async function emptyDatabase(name: string): Promise<string> {
  await query(cluster!.url, `create database ${name}`);
  return cluster!.url.replace(/\/postgres$/, `/${name}`);
}

const appliedMigrations = (url: string) =>
  query<{ hash: string; times: number }>(url, 'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash');

if (!PG_BIN && onPostgres) {
  describe('migrations under an advisory lock', () => {
    it('needs PostgreSQL binaries (PG_BIN or /usr/lib/postgresql/*/bin)', () => {
      throw new Error('the suite runs on PostgreSQL but no initdb/pg_ctl was found: this test cannot be skipped here');
    });
  });
}

describe.skipIf(!PG_BIN)(
  PG_BIN ? 'migrations on PostgreSQL under an advisory lock' : "migration lock — skipped: no PostgreSQL binary (install Debian's postgresql; `pnpm test:api:pg` does)",
  () => {
    beforeAll(async () => {
      cluster = await startPostgresCluster();
    });
    afterAll(async () => {
      await Promise.all(replicas.map((replica) => killApiProcess(replica)));
      await cluster?.destroy();
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    });

    it('waits for the lock: nothing is migrated while another session holds it', async () => {
      const url = await emptyDatabase('held_lock');
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let opened = false;
      const opening = createDatabase({ databaseUrl: url, dataDir: '/nonexistent' }).then((database) => ((opened = true), database));
      try {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(opened).toBe(false);
        const schemas = await query(url, "select 1 from information_schema.schemata where schema_name = 'drizzle'");
        expect(schemas).toEqual([]);
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        await holder.end();
      }
      const database = await opening;
      await database.close();
      expect(await appliedMigrations(url)).toHaveLength(migrationCount);
      // The lock is given back: nothing holds it once the database is open.
      expect(await query(url, "select 1 from pg_locks where locktype = 'advisory'")).toEqual([]);
    });

    it(`${REPLICAS} compiled API processes started at once on one empty database: all healthy, each migration applied once`, async () => {
      const url = await emptyDatabase('replicas');
      const started = await Promise.all(
        Array.from({ length: REPLICAS }, async () => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-replica-'));
          folders.push(dataDir);
          // info: the start's migration line is what this test reads.
          const replica = await startApiProcess({ ...localApiEnv(await freePort(), dataDir), DATABASE_URL: url, LOG_LEVEL: 'info' });
          replicas.push(replica);
          return replica;
        }),
      );
      for (const replica of started) {
        const health = await fetch(`${replica.t.url}/health`);
        expect(health.status, replica.output().slice(-2000)).toBe(200);
      }
      const applied = await appliedMigrations(url);
      expect(applied).toHaveLength(migrationCount);
      expect(applied.every((migration) => migration.times === 1)).toBe(true);
      // Each start's log says what it did: one replica migrated, the others found the database current.
      const lines = started.map((replica) => /database migrations: [^"]*/.exec(replica.output())?.[0]).sort();
      expect(lines).toEqual([
        `database migrations: already current (${migrationCount} applied before)`,
        `database migrations: already current (${migrationCount} applied before)`,
        `database migrations: applied ${migrationCount}, ${migrationCount} in all`,
      ]);
    }, API_START_BOUND_MS + 60_000);
  },
);
