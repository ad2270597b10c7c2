// The named-statement path must answer exactly as PGlite's own query does, keep the backend usable
// after errors, respect transactions, and keep what it wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/test-database.js';
import { MAX_NAMED_STATEMENTS, StatementCachingPGlite } from './statement-caching-pglite.js';

/** A fresh initdb's data dir, as `new PGlite()` makes it, without running initdb for each database. */
const fresh = () => ({ loadDataDir: pgliteTemplate('empty') });

const SCHEMA = `
  create table items (id uuid primary key, label text not null unique, count int, done boolean,
    at timestamptz, tags text[], meta jsonb);
`;
const ROWS: unknown[][] = [
  ['6f1c2a0e-5b7d-4c1a-9e3f-0a1b2c3d4e5f', '하나', 1, true, new Date('2026-11-22T01:02:03.004Z'), ['a', 'b'], { k: [1, 2] }],
  ['7f1c2a0e-5b7d-4c1a-9e3f-0a1b2c3d4e5f', 'two', null, false, null, [], null],
];

async function seeded<T extends PGlite>(db: T): Promise<T> {
  await db.exec(SCHEMA);
  for (const row of ROWS) await db.query('insert into items values ($1, $2, $3, $4, $5, $6, $7)', row);
  return db;
}

const preparedCount = async (db: PGlite) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'momentum_%'`)).rows[0]!.n);

describe('StatementCachingPGlite', () => {
  let plain: PGlite;
  let cached: StatementCachingPGlite;

  beforeAll(async () => {
    [plain, cached] = await Promise.all([seeded(new PGlite(fresh())), seeded(new StatementCachingPGlite(fresh()))]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain.close(), cached.close()]);
  });

  const SELECTS: Array<[string, unknown[]]> = [
    ['select * from items order by label', []],
    ['select * from items where id = $1', [ROWS[0]![0]]],
    ['select label, count from items where done = $1 and at < $2', [true, new Date('2030-01-01')]],
    ['select $1::int + 1 as next, $2::text as nothing', [41, null]],
    ['select * from items where tags @> $1', [['b']]],
  ];

  it.each(SELECTS)('answers %s exactly as PGlite does, in both row modes, again and again', async (text, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(text, params, { rowMode });
      for (let run = 0; run < 7; run++) {
        // Seven runs: PostgreSQL may switch a named statement to a generic plan after five.
        const actual = await cached.query(text, params, { rowMode });
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
  });

  it("applies a query's own parsers and serializers", async () => {
    const options = {
      parsers: { 1184: (value: string) => `at:${value}` },
      serializers: { 23: (value: unknown) => String(Number(value) * 10) },
    };
    const text = 'select at, $1::int as n from items where at is not null';
    expect((await cached.query(text, [4], options)).rows).toEqual((await plain.query(text, [4], options)).rows);
    expect((await cached.query<{ n: number }>(text, [4], options)).rows[0]!.n).toBe(40);
  });

  it('parses each text once, however often it runs', async () => {
    const before = await preparedCount(cached);
    for (let i = 0; i < 5; i++) await cached.query('select label from items where count = $1', [i]);
    expect(await preparedCount(cached)).toBe(before + 1);
  });

  it('reports affected rows of writes as PGlite does', async () => {
    const update = 'update items set count = coalesce(count, 0) + 1 where done = $1';
    const result = await cached.query(update, [false]);
    expect(result.affectedRows).toBe(1);
    expect(result.rows).toEqual([]);
    expect((await cached.query<{ count: number }>('select count from items where label = $1', ['two'])).rows[0]!.count).toBe(1);
  });

  it('rejects bad SQL and constraint violations with their SQLSTATE and the query, and stays usable', async () => {
    const before = await preparedCount(cached);
    await expect(cached.query('selec nothing')).rejects.toMatchObject({ code: '42601', query: 'selec nothing' });
    expect(await preparedCount(cached)).toBe(before); // a failed parse is not kept

    const insert = 'insert into items (id, label) values ($1, $2)';
    await expect(cached.query(insert, [crypto.randomUUID(), '하나'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(cached.query(insert, ['not-a-uuid', 'x'])).rejects.toMatchObject({ code: '22P02' });
    await cached.query(insert, [crypto.randomUUID(), 'three']);
    expect((await cached.query('select * from items where label = $1', ['three'])).rows).toHaveLength(1);
  });

  it('prepares a statement anew when it was deallocated or its result type changed', async () => {
    await cached.exec('create table shape (a int); insert into shape values (1)');
    expect((await cached.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await cached.exec('alter table shape add column b text');
    expect((await cached.query('select * from shape')).rows).toEqual([{ a: 1, b: null }]);
    await cached.exec('deallocate all');
    expect((await cached.query('select * from shape')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = cached
      .transaction(async (tx) => {
        await tx.query('insert into items (id, label) values ($1, $2)', [crypto.randomUUID(), 'uncommitted']);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedOnce;
    // Issued while the transaction is open: it must see the database after the rollback.
    const seen = await cached.query('select count(*)::int as n from items where label = $1', ['uncommitted']);
    expect(await rolledBack).toBe('rolled back');
    expect(seen.rows).toEqual([{ n: 0 }]);
  });

  it(`keeps at most ${MAX_NAMED_STATEMENTS} statements open and re-prepares one it closed`, async () => {
    const first = 'select 0 as k';
    await cached.query(first);
    for (let k = 1; k <= MAX_NAMED_STATEMENTS + 20; k++) await cached.query(`select ${k} as k`);
    expect(cached.namedStatementCount).toBe(MAX_NAMED_STATEMENTS);
    expect(await preparedCount(cached)).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    expect((await cached.query(first)).rows).toEqual([{ k: 0 }]);
  });
});

describe('StatementCachingPGlite on a data directory', () => {
  it('keeps what it wrote after the database is closed and opened again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-named-'));
    try {
      const db = await seeded(new StatementCachingPGlite(dir, fresh()));
      await db.query('update items set label = $1 where id = $2', ['바뀜', ROWS[1]![0]]);
      await db.close();
      const again = new PGlite(dir);
      expect((await again.query('select label from items where id = $1', [ROWS[1]![0]])).rows).toEqual([{ label: '바뀜' }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
