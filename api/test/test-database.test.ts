// The suite really runs on the database it claims: PGlite by default, the PostgreSQL server of
// TEST_DATABASE_URL otherwise, with one database per test app that is gone after close.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { buildTestApp } from './build-test-app.js';
import { TEST_DATABASE_URL, onPostgres } from './test-database.js';

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the raw result untyped.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Each public table that holds rows, with its count: `{}` when every table is empty. */
async function rowsInEveryTable(database: Database): Promise<Record<string, number>> {
  const tables = ((await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: Array<{ tablename: string }> }).rows;
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const { n } = await one<{ n: number }>(database, sql`select count(*)::int as n from ${sql.identifier(tablename)}`);
    if (n > 0) counts[tablename] = n;
  }
  return counts;
}

describe(`test apps on ${onPostgres ? 'the PostgreSQL server of TEST_DATABASE_URL' : 'in-memory PGlite'}`, () => {
  it('gives each app its own migrated database on the configured driver and removes it on close', async () => {
    const a = await buildTestApp();
    const b = await buildTestApp();
    let aClosed = false;
    try {
      const { version } = await one<{ version: string }>(a.database, sql`select version()`);
      // PGlite is PostgreSQL compiled to WebAssembly (its version string names emscripten/wasm).
      expect(/emscripten|wasm/i.test(version)).toBe(!onPostgres);
      const nameA = (await one<{ name: string }>(a.database, sql`select current_database() as name`)).name;
      const nameB = (await one<{ name: string }>(b.database, sql`select current_database() as name`)).name;
      if (onPostgres) {
        expect(nameA).toMatch(/^t_[0-9a-f]{16}$/);
        expect(nameB).not.toBe(nameA);
      }
      // Isolation: a row written through one app is invisible to the other.
      await a.database.db.execute(sql`insert into users (kakao_id, nickname, friend_code) values ('iso', '격리', 'ISO12345')`);
      expect(await one<{ n: number }>(b.database, sql`select count(*)::int as n from users`)).toEqual({ n: 0 });
      expect(await one<{ n: number }>(a.database, sql`select count(*)::int as n from users`)).toEqual({ n: 1 });

      await a.close();
      aClosed = true;
      if (onPostgres) expect(await databaseExists(nameA)).toBe(false);
    } finally {
      if (!aClosed) await a.close();
      await b.close();
    }
  });

  it.skipIf(onPostgres)('starts the next app on an emptied database, and never on one whose schema a test changed', async () => {
    const first = await buildTestApp();
    await first.database.db.execute(sql`insert into users (kakao_id, nickname, friend_code) values ('left', '남김', 'LEFT1234')`);
    await first.database.db.execute(sql`create index test_only_users_nickname on users (nickname)`);
    await first.close();
    const second = await buildTestApp();
    try {
      expect(await rowsInEveryTable(second.database)).toEqual({});
      const index = await one<{ n: number }>(second.database, sql`select count(*)::int as n from pg_indexes where indexname = 'test_only_users_nickname'`);
      expect(index).toEqual({ n: 0 });
      await second.database.db.execute(sql`insert into users (kakao_id, nickname, friend_code) values ('next', '다음', 'NEXT1234')`);
      // A table no foreign key ties to users: emptying users alone would leave it.
      await second.database.db.execute(sql`insert into pending_photo_objects (key, created_at) values ('next/photo.webp', now())`);
    } finally {
      await second.close();
    }
    // The emptied database comes back to the pool again, still empty.
    const third = await buildTestApp();
    try {
      expect(await rowsInEveryTable(third.database)).toEqual({});
      await third.database.db.execute(sql`insert into users (kakao_id, nickname, friend_code) values ('again', '다시', 'AGAIN123')`);
      expect(await one<{ n: number }>(third.database, sql`select count(*)::int as n from users`)).toEqual({ n: 1 });
    } finally {
      await third.close();
    }
  });
});
