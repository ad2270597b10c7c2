// Seeds the API's database: the api's own createDatabase (real migrations), the set-based steps of
// seed-plan.ts with secondary indexes dropped and rebuilt after (one sorted build, not a million random
// inserts), then VACUUM ANALYZE so the planner sees a database that has run a while.
import { createDatabase } from '@momentum/api/test-support/database';
import { startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { seedSteps, type SeedClock } from './seed-plan.js';

/** One connection that runs plain SQL: the PGlite instance itself, or a client checked out of the pg pool. */
interface SqlConnection {
  query(text: string): Promise<{ rows: unknown[] }>;
  release?(): void;
}

interface PoolLike {
  connect(): Promise<SqlConnection>;
}

async function oneConnection(client: unknown): Promise<SqlConnection> {
  const pool = client as Partial<PoolLike> & SqlConnection;
  return typeof pool.connect === 'function' ? pool.connect() : pool;
}

export type SeedTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function seedClockAt(nowMs: number): SeedClock {
  return { todayStart: new Date(startOfSeoulDay(nowMs)).toISOString(), now: new Date(nowMs).toISOString() };
}

/** Migrates and seeds; returns the seconds each step took. */
export async function seedDatabase(target: SeedTarget, clock: SeedClock, log: (line: string) => void): Promise<Record<string, number>> {
  const database = await createDatabase(
    target.kind === 'pglite' ? { databaseUrl: null, dataDir: target.dataDir } : { databaseUrl: target.url, dataDir: '/nonexistent' },
  );
  const timings: Record<string, number> = {};
  try {
    const connection = await oneConnection((database.db as unknown as { $client: unknown }).$client);
    try {
      // Every foreign key holds by construction; skipping the per-row FK triggers makes seeding ~2× faster.
      await connection.query('set session_replication_role = replica');
      const run = async (label: string, statements: string[]) => {
        const began = performance.now();
        for (const statement of statements) await connection.query(statement);
        timings[label] = (performance.now() - began) / 1000;
        log(`  ${label}: ${timings[label]!.toFixed(1)} s`);
      };
      // Indexes that back no constraint (primary keys and unique constraints stay and keep checking).
      const { rows } = await connection.query(`select indexname, indexdef from pg_indexes i where schemaname = 'public'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
      const secondary = rows as Array<{ indexname: string; indexdef: string }>;
      for (const { indexname } of secondary) await connection.query(`drop index "${indexname}"`);
      const steps = seedSteps(clock);
      for (const step of steps.filter((s) => !s.needsIndexes)) await run(step.label, step.statements);
      await run(`${secondary.length} indexes`, secondary.map((i) => i.indexdef));
      for (const step of steps.filter((s) => s.needsIndexes)) await run(step.label, step.statements);
      await connection.query('set session_replication_role = origin');
      const began = performance.now();
      await connection.query('vacuum analyze');
      timings['vacuum analyze'] = (performance.now() - began) / 1000;
      log(`  vacuum analyze: ${timings['vacuum analyze']!.toFixed(1)} s`);
    } finally {
      connection.release?.();
    }
  } finally {
    await database.close();
  }
  return timings;
}
