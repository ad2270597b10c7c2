// The one place that opens a database. Both drivers give the same drizzle API (PostgreSQL dialect).
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import { serializeError } from '../errors/error-serializer.js';
import { MIGRATIONS_FOLDER } from '../package-files.js';
import { migratePostgres } from './migrate-postgres.js';
import * as schema from './schema/index.js';
import { StatementCachingPGlite } from './statement-caching-pglite.js';

/** The drizzle handle repositories receive. Same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `select 1`; rejects when the database cannot answer within PING_TIMEOUT_MS (used by GET /health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** In-memory PGlite (tests). Ignores DATABASE_URL and DATA_DIR. */
  memory?: boolean;
  /** With `memory`: start from this data-dir dump (tests: test/pglite-templates.ts) instead of an empty initdb. */
  template?: Blob;
  /** PostgreSQL: an idle pooled connection died. Default: a warning on stderr. */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a PostgreSQL connection before it fails (and the API answers 503
 * DATABASE_UNAVAILABLE): without it, a server that accepts TCP but never answers would hang requests.
 */
const CONNECT_TIMEOUT_MS = 3000;
/** GET /health answers within this bound even when the database hangs. */
const PING_TIMEOUT_MS = 2000;

function warnConnectionLost(error: Error): void {
  console.warn(JSON.stringify({ level: 40, msg: 'database connection lost; the pool opens a new one', err: serializeError(error, { stack: false }) }));
}

export { MIGRATIONS_FOLDER };

/** Opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR/db) and applies the migrations before returning. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl && !options.memory) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle pooled connection can die (server restart, failover, an administrator's terminate).
    // node-postgres then emits 'error' on the pool, and unhandled that would crash the whole API;
    // the pool has already dropped the broken client and the next query connects anew.
    pool.on('error', options.onConnectionError ?? warnConnectionLost);
    const db = drizzlePg(pool, { schema });
    try {
      // Under an advisory lock: replicas started together on one database take turns (migrate-postgres.ts).
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return wrap(db, () => pool.end());
  }
  let client: PGlite;
  if (options.memory) {
    client = options.template ? new StatementCachingPGlite({ loadDataDir: options.template }) : new StatementCachingPGlite();
  } else {
    const dir = path.join(config.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    client = new StatementCachingPGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return wrap(db, () => client.close());
}

function wrap(db: Db, close: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    db,
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('database ping timed out'), { code: 'ETIMEDOUT' })), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    // Idempotent: a second signal during shutdown must not throw.
    close: () => (closed ??= close()),
  };
}
