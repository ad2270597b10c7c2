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
import { API_TIMEOUT_MS } from '@momentum/contracts/limits';
import type { AppConfig } from '../config/env.js';
import { serializeError } from '../errors/error-serializer.js';
import { MIGRATIONS_FOLDER } from '../config/package-files.js';
import { migratePostgres } from './migrate-postgres.js';
import { appliedMigrationCount, type MigrationReport } from './migration-report.js';
import * as schema from './schema/index.js';
import { StatementCachingPGlite } from './statement-caching-pglite.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  migrations: MigrationReport;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** In-memory PGlite (tests). Ignores DATABASE_URL and DATA_DIR. */
  memory?: boolean;
  template?: Blob;
  onConnectionError?: (error: Error) => void;
  pool?: { max?: number; waitMs?: number };
}

/** Without it, a server that accepts TCP but never answers hangs requests. Bounds opening only, not the pool's queue. */
const CONNECT_TIMEOUT_MS = 3000;
const POOL_MAX = 10;
/** A quarter of the client's request timeout, so the phone gets SERVER_BUSY before it gives up (docs/api.md). */
const POOL_WAIT_MS = API_TIMEOUT_MS / 4;
/** A memory guard for a flood; the wait above sheds under ordinary overload. */
export const WAITING_PER_CONNECTION = 50;
const PING_TIMEOUT_MS = 2000;

function warnConnectionLost(error: Error): void {
  console.warn(JSON.stringify({ level: 40, msg: 'database connection lost; the pool opens a new one', err: serializeError(error, { stack: false }) }));
}

export { MIGRATIONS_FOLDER };

class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(readonly waitingCount: number, readonly waitedMs: number) {
    super(`all database connections busy (${waitingCount} waiting, waited ${waitedMs} ms)`);
    this.name = 'DatabaseBusyError';
  }
}

/** node-postgres' client with a timeout on opening its connection only (the pool's would also bound its queue). */
class ConnectTimeoutClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

class BoundedPool extends pg.Pool {
  constructor(config: pg.PoolConfig & { max: number }, private readonly waitMs: number) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return new Promise((resolve, reject) => {
        this.connect((error, client) => (error || !client ? reject(error ?? new Error('no client')) : resolve(client)));
      });
    }
    const max = this.options.max ?? POOL_MAX;
    if (this.idleCount > 0 || this.totalCount < max) return void super.connect(callback as never);
    if (this.waitingCount >= max * WAITING_PER_CONNECTION) {
      return void process.nextTick(() => callback(new DatabaseBusyError(this.waitingCount, 0), undefined, () => {}));
    }
    const startedAt = Date.now();
    let shed = false;
    const timer = setTimeout(() => {
      shed = true;
      callback(new DatabaseBusyError(this.waitingCount, Date.now() - startedAt), undefined, () => {});
    }, this.waitMs);
    super.connect(((error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => {
      clearTimeout(timer);
      // The caller was already answered: hand the connection on to the next waiter.
      if (shed) return void (client ? done() : undefined);
      callback(error, client, done);
    }) as never);
  }
}

export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl && !options.memory) {
    const max = options.pool?.max ?? POOL_MAX;
    const pool = new BoundedPool({ connectionString: config.databaseUrl, max, Client: ConnectTimeoutClient }, options.pool?.waitMs ?? POOL_WAIT_MS);
    // Unhandled, the 'error' of an idle connection that died (restart, failover) would crash the API.
    pool.on('error', options.onConnectionError ?? warnConnectionLost);
    const db = drizzlePg(pool, { schema });
    let migrations: MigrationReport;
    try {
      // Under an advisory lock: replicas started together on one database take turns (migrate-postgres.ts).
      migrations = await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return wrap(db, migrations, () => pool.end());
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
  let migrations: MigrationReport;
  try {
    const count = () => appliedMigrationCount(async (text) => (await client.query<{ n: number | null }>(text)).rows[0]?.n ?? null);
    const before = await count();
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await count();
    migrations = { applied: after - before, total: after };
  } catch (error) {
    await client.close();
    throw error;
  }
  return wrap(db, migrations, () => client.close());
}

function wrap(db: Db, migrations: MigrationReport, close: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    db,
    migrations,
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
