// Under a session advisory lock: two replicas started together would otherwise run the same DDL.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../config/package-files.js';
import { appliedMigrationCount, type MigrationReport } from './migration-report.js';
import * as schema from './schema/index.js';

/** The advisory lock's key: any constant every API process shares ("mome" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6d6f6d65;

export async function migratePostgres(pool: pg.Pool): Promise<MigrationReport> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // Counted under the lock: another replica's migrations never show up as this one's.
      const count = async () => appliedMigrationCount(async (text) => (await client.query<{ n: number | null }>(text)).rows[0]?.n ?? null);
      const before = await count();
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      const after = await count();
      return { applied: after - before, total: after };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // After a failure the connection is discarded, not pooled: closing it also drops a lock still held.
    client.release(broken);
  }
}
