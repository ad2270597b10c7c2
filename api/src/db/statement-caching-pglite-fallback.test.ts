// A PGlite release may rename or reshape the internals the named path calls. Then every query must
// still answer through PGlite's own `query`, a write must never run twice, and the log gets exactly one
// warning saying why. With the PGlite this repo installs, the named path must be the one taken.
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pgliteTemplate } from '../../test/test-database.js';
import { INTERNAL_METHODS, type PgliteInternals } from './pglite-internals.js';
import { StatementCachingPGlite } from './statement-caching-pglite.js';

/** The real internals of `db`, as a plain object a test can change one member of. */
function realInternals(db: StatementCachingPGlite): PgliteInternals {
  return Object.fromEntries(
    INTERNAL_METHODS.map((name) => [name, (...args: unknown[]) => (db[name] as (...a: unknown[]) => unknown).apply(db, args)]),
  ) as unknown as PgliteInternals;
}

/** A fresh initdb's data dir, as `new PGlite()` makes it, without running initdb for each database. */
const fresh = () => ({ loadDataDir: pgliteTemplate('empty') });

/** A StatementCachingPGlite whose named path sees the internals `change` makes of the real ones. */
class ChangedPGlite extends StatementCachingPGlite {
  constructor(private readonly change: (real: PgliteInternals) => Record<string, unknown>) {
    super(fresh());
  }
  protected override internals(): unknown {
    return this.change(realInternals(this));
  }
}

let warn: MockInstance<typeof console.warn>;
const warnings = () => warn.mock.calls.map((call) => JSON.parse(String(call[0])) as { level: number; msg: string; reason: string });
const preparedCount = async (db: StatementCachingPGlite) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'momentum_%'`)).rows[0]!.n;

async function withDatabase(db: StatementCachingPGlite, run: (db: StatementCachingPGlite) => Promise<void>): Promise<void> {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await db.exec('create table notes (id int primary key, body text not null)');
    await run(db);
  } finally {
    await db.close();
  }
}

/** Reads and writes through `query`, several at once first: all answered, each write done once. */
async function expectQueriesWork(db: StatementCachingPGlite): Promise<void> {
  await Promise.all([1, 2, 3, 4].map((id) => db.query('insert into notes values ($1, $2)', [id, `메모 ${id}`])));
  expect((await db.query('select id, body from notes where id > $1 order by id', [2])).rows).toEqual([
    { id: 3, body: '메모 3' },
    { id: 4, body: '메모 4' },
  ]);
  const updated = await db.query('update notes set body = $1 where id = $2', ['고침', 1]);
  expect(updated.affectedRows).toBe(1);
  expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(4);
  await expect(db.query('insert into notes values ($1, $2)', [1, '중복'])).rejects.toMatchObject({ code: '23505' });
}

afterEach(() => vi.restoreAllMocks());

/** A PGlite whose execProtocolStream answers in another shape once `change()` is called. */
function answersInAnotherShapeLater() {
  let changed = false;
  const db = new ChangedPGlite((real) => ({
    ...real,
    execProtocolStream: async (message: Uint8Array, options: object) => {
      const messages = await real.execProtocolStream(message, options);
      return changed ? { messages } : messages;
    },
  }));
  return { db, change: () => (changed = true) };
}

describe('StatementCachingPGlite with the installed PGlite', () => {
  it('takes the named path, and logs nothing', async () => {
    await withDatabase(new StatementCachingPGlite(fresh()), async (db) => {
      await expectQueriesWork(db);
      expect(db.statementPath).toBe('named');
      expect(db.namedStatementCount).toBeGreaterThan(0);
      expect(await preparedCount(db)).toBeGreaterThan(0);
      expect(warn).not.toHaveBeenCalled();
    });
  });
});

describe("StatementCachingPGlite falls back to PGlite's own query, with one warning", () => {
  it('when an internal it calls is missing', async () => {
    const db = new ChangedPGlite((real) => ({ ...real, _runExclusiveQuery: undefined }));
    await withDatabase(db, async () => {
      await expectQueriesWork(db);
      expect(db.statementPath).toBe('fallback');
      expect(await preparedCount(db)).toBe(0);
      expect(warnings()).toEqual([{ level: 40, msg: expect.stringContaining('statement cache off'), reason: 'PGlite has no _runExclusiveQuery' }]);
    });
  });

  it('when an internal answers in another shape', async () => {
    const db = new ChangedPGlite((real) => ({
      ...real,
      execProtocolStream: async (message: Uint8Array, options: object) => ({ messages: await real.execProtocolStream(message, options) }),
    }));
    await withDatabase(db, async () => {
      await expectQueriesWork(db);
      expect(db.statementPath).toBe('fallback');
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]!.reason).toBe('execProtocolStream answered in another shape');
    });
  });

  it('when a query mutex no longer runs the function it is given', async () => {
    const db = new ChangedPGlite((real) => ({ ...real, _runExclusiveQuery: async () => undefined }));
    await withDatabase(db, async () => {
      await expectQueriesWork(db);
      expect(warnings().map((w) => w.reason)).toEqual(['the probe query answered undefined instead of 42']);
    });
  });

  it('when an internal changes after the probe: a read is answered, a write that may have run is not sent twice', async () => {
    const { db, change } = answersInAnotherShapeLater();
    await withDatabase(db, async () => {
      const insert = 'insert into notes values ($1, $2)';
      await db.query(insert, [1, '하나']);
      expect(db.statementPath).toBe('named');

      change();
      // Already prepared: its first exchange is Bind + Execute, which ran before the answer was found odd.
      await expect(db.query(insert, [2, '둘'])).rejects.toThrow('execProtocolStream answered in another shape');
      expect(db.statementPath).toBe('fallback');
      expect((await db.query('select id from notes order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
      await db.query(insert, [3, '셋']);
      expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(3);
      expect(warnings()).toHaveLength(1);
    });
  });

  it('when an internal changes after the probe while preparing a new text: that read is answered', async () => {
    const { db, change } = answersInAnotherShapeLater();
    await withDatabase(db, async () => {
      await db.query('insert into notes values ($1, $2)', [7, '일곱']);
      change();
      expect((await db.query('select body from notes where id = $1', [7])).rows).toEqual([{ body: '일곱' }]);
      expect(db.statementPath).toBe('fallback');
      expect(warnings()).toHaveLength(1);
    });
  });
});
