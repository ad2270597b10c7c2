// Where a test app's database comes from. Default: a migrated in-memory PGlite loaded from the run's
// template (pglite-templates.ts). With TEST_DATABASE_URL (a PostgreSQL server; run-suite-on-postgres.ts):
// a fresh database per app, migrated by the production code path and dropped on close.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/database.js';
import type { PgliteTemplate } from './pglite-templates.js';

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

/**
 * A data dir dump for PGlite's loadDataDir, which reads only arrayBuffer(): the bytes as they are. Node's
 * Blob copies them in and reads them back in chunks on every call, a third of a test database's start.
 */
class TarBlob extends Blob {
  readonly #tar: ArrayBuffer;
  constructor(tar: Uint8Array) {
    super([]);
    const whole = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength;
    this.#tar = (whole ? tar : tar.slice()).buffer as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#tar);
  }
}

const templates = new Map<PgliteTemplate, Blob>();

/** A PGlite data dir dump for `loadDataDir`, read from disk once per test worker. */
export function pgliteTemplate(kind: PgliteTemplate): Blob {
  let blob = templates.get(kind);
  if (!blob) {
    blob = new TarBlob(fs.readFileSync(path.join(inject('pgliteTemplateDir'), `${kind}.tar`)));
    templates.set(kind, blob);
  }
  return blob;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await createDatabase({ databaseUrl: null, dataDir: '/nonexistent' }, { memory: true, template: pgliteTemplate('migrated') });
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
