// Where a test app's database comes from. Default: a migrated in-memory PGlite cloned from a
// once-per-worker template. With TEST_DATABASE_URL (a PostgreSQL server the test user may CREATE
// DATABASE on, see test/run-suite-on-postgres.ts): a fresh database per app, created empty, migrated by
// the production code path (createDatabase with a DATABASE_URL) and dropped on close, so the whole
// suite runs unchanged on both drivers.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, createPgliteTemplate, type Database } from '../src/db/database.js';

/** The admin connection string, or null when the suite runs on PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

/** True when the suite runs on a PostgreSQL server; tests that read PGlite internals skip on it. */
export const onPostgres = TEST_DATABASE_URL !== null;

export interface TestDatabase {
  database: Database;
  /** The per-app database's connection string on PostgreSQL (e.g. for a child API process); null on PGlite. */
  url: string | null;
  /** Closes the handle (idempotent) and, on PostgreSQL, drops the per-app database. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    pgliteTemplate ??= createPgliteTemplate();
    const database = await createDatabase({ databaseUrl: null, dataDir: '/nonexistent' }, { memory: true, template: await pgliteTemplate });
    return { database, url: null, dispose: () => database.close() };
  }
  // Random, lower-case, identifier-safe: quoting is then a formality and names never collide between workers.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = databaseUrlFor(name);
  let database: Database;
  try {
    database = await createDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  } catch (error) {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    database,
    url,
    async dispose() {
      await database.close();
      // FORCE: a test may leave a connection behind (e.g. a request still in flight); the database goes anyway.
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** TEST_DATABASE_URL with its database name replaced. */
export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
