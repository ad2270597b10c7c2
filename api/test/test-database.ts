// Where a test app's database comes from. Default: a migrated in-memory PGlite loaded from the run's
// template (pglite-templates.ts). With TEST_DATABASE_URL (a PostgreSQL server; run-suite-on-postgres.ts):
// a fresh database per app, migrated by the production code path and dropped on close.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
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
  if (!TEST_DATABASE_URL) return openPgliteDatabase();
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

/**
 * PGlite databases whose test is over, emptied, for the worker's next test: loading a dump costs about
 * half a second of CPU, emptying one a few milliseconds (docs/toolchain.md, "Tests").
 */
const emptied: Database[] = [];
/** The migrated schema's relations, as a fresh database has them; one a test changed is not reused. */
let migratedSchema: string | undefined;

async function openPgliteDatabase(): Promise<TestDatabase> {
  let database = emptied.pop();
  if (!database) {
    database = await createDatabase({ databaseUrl: null, dataDir: '/nonexistent' }, { memory: true, template: pgliteTemplate('migrated') });
    migratedSchema ??= schemaOf(await relationsOf(database));
  }
  const opened = database;
  let disposed: Promise<void> | undefined;
  return { database: opened, url: null, dispose: () => (disposed ??= emptyForReuse(opened)) };
}

/** Both drivers answer `{ rows }`; the shared Db type leaves the raw result untyped. */
async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface Relation {
  name: string;
  kind: string;
  columns: number;
}

/** Every relation of the public schema (tables, indexes, sequences): its quoted name, kind and column count. */
function relationsOf(database: Database): Promise<Relation[]> {
  return rowsOf<Relation>(
    database,
    sql`select quote_ident(c.relname) as name, c.relkind::text as kind, c.relnatts::int as columns from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' order by 1`,
  );
}

const schemaOf = (relations: Relation[]) => relations.map(({ name, kind, columns }) => `${name}:${kind}:${columns}`).join(',');

/** Empties every table for the next test; closes the database instead when a test changed its schema. */
async function emptyForReuse(database: Database): Promise<void> {
  try {
    const relations = await relationsOf(database);
    if (schemaOf(relations) === migratedSchema) {
      const tables = relations.filter((relation) => relation.kind === 'r').map((relation) => relation.name);
      await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      emptied.push(database);
      return;
    }
  } catch {
    // A database the test left unusable (closed, broken) is closed below, never reused.
  }
  await database.close();
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
