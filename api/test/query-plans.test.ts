// Every list query on the big tables is served by an index: a database big enough for the planner to
// prefer one is seeded and ANALYZEd, the list routes' real SQL recorded, and each statement EXPLAINed:
// no sequential scan of a big table. PGlite, and PostgreSQL under `pnpm test:api:pg`.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { createAccessTokens } from '../src/modules/auth/access-token.js';
import { TEST_SECRET, buildTestApp, type TestApp } from './build-test-app.js';

const BIG_TABLES = ['users', 'moments', 'buckets', 'friendships', 'notifications', 'cheers', 'knocks', 'photos'];
const USERS = 1_000;
const FRIEND_OFFSETS = [1, 2, 3, 4, 5]; // each user befriends i±1…i±5: ten friends, mutual
const MOMENTS_PER_BUCKET = 10; // two REPEAT buckets with moments per user → 20,000 moments

/** Deterministic version-4 UUIDs (the contracts validate route ids as UUIDs): md5 with version and variant set. */
const id = (sqlText: string) => `overlay(overlay(md5(${sqlText}) placing '4' from 13) placing '8' from 17)::uuid`;
const uuidOf = (seed: string) => {
  const m = createHash('md5').update(seed).digest('hex');
  const h = `${m.slice(0, 12)}4${m.slice(13, 16)}8${m.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** Slots: 0 challenging REPEAT (days −5…+4), 1 completed REPEAT (days −15…−6), 2 open REPEAT, 3–4 ACHIEVEMENT. */
const SEED = [
  // Every foreign key holds by construction: skipping the per-row FK triggers keeps the seed to seconds.
  'set session_replication_role = replica',
  `insert into users (id, kakao_id, nickname, friend_code)
     select ${id(`'u' || i`)}, 'plan-' || i, '계획' || i, 'PL' || chr(65 + i / 1000 % 26) || chr(65 + i / 26000 % 26) || lpad((i % 1000)::text, 4, '0')
     from generate_series(0, ${USERS - 1}) i`,
  `insert into friendships (user_id, friend_id, is_fixed, fixed_at)
     select ${id(`'u' || i`)}, ${id(`'u' || ((i + o + ${USERS}) % ${USERS})`)}, o = 1, case when o = 1 then now() end
     from generate_series(0, ${USERS - 1}) i, unnest(array[${FRIEND_OFFSETS.flatMap((o) => [o, -o]).join(', ')}]) o`,
  `insert into buckets (id, user_id, content, type, is_completed, is_challenging)
     select ${id(`'b' || i || '-' || j`)}, ${id(`'u' || i`)}, '버킷 ' || j,
       (case when j < 3 then 'REPEAT' else 'ACHIEVEMENT' end)::bucket_type, j = 1, j = 0
     from generate_series(0, ${USERS - 1}) i, generate_series(0, 4) j`,
  // Proven moments (all of bucket 1, the past half of bucket 0) carry a proof photo, as proofs do.
  `insert into photos (id, user_id, key, thumb_key)
     select ${id(`'p' || i || '-' || j || '-' || k`)}, ${id(`'u' || i`)}, 'plan/' || i || '-' || j || '-' || k || '.webp', 'plan/t' || i || '-' || j || '-' || k || '.webp'
     from generate_series(0, ${USERS - 1}) i, generate_series(0, 1) j, generate_series(0, ${MOMENTS_PER_BUCKET - 1}) k where j = 1 or k < 5`,
  `insert into moments (id, bucket_id, user_id, content, frequency, start_date, end_date, is_completed, completed_at, photo_id)
     select ${id(`'m' || i || '-' || j || '-' || k`)}, ${id(`'b' || i || '-' || j`)}, ${id(`'u' || i`)}, '모멘트 ' || k, 'daily',
       date_trunc('day', now()) + (k - 5 - 10 * j) * interval '1 day', date_trunc('day', now()) + (k - 4 - 10 * j) * interval '1 day',
       j = 1 or k < 5, case when j = 1 or k < 5 then date_trunc('day', now()) + (k - 5 - 10 * j) * interval '1 day' + interval '1 hour' end,
       case when j = 1 or k < 5 then ${id(`'p' || i || '-' || j || '-' || k`)} end
     from generate_series(0, ${USERS - 1}) i, generate_series(0, 1) j, generate_series(0, ${MOMENTS_PER_BUCKET - 1}) k`,
  `insert into cheers (moment_id, user_id)
     select m.id, ${id(`'u' || i`)} from generate_series(0, ${USERS - 1}) i
     join moments m on m.user_id = ${id(`'u' || ((i + 1) % ${USERS})`)} and m.is_completed and m.completed_at > now() - interval '7 days'`,
  `insert into notifications (user_id, actor_id, type, content, is_read)
     select ${id(`'u' || i`)}, ${id(`'u' || ((i + 1) % ${USERS})`)}, 'FRIEND', '친구가 되었어요', n > 2
     from generate_series(0, ${USERS - 1}) i, generate_series(0, 9) n`,
  `insert into knocks (from_user_id, to_user_id, created_at)
     select ${id(`'u' || i`)}, ${id(`'u' || ((i + 2) % ${USERS})`)}, now() - interval '1 day' from generate_series(0, ${USERS - 1}) i`,
  'set session_replication_role = origin',
  'analyze',
].join(';\n');

interface Captured {
  sql: string;
  params: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
type RawClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /** PGlite: several statements at once (pg's query does that itself when given no parameters). */
  exec?(text: string): Promise<unknown>;
  /** node-postgres pool: one connection of its own (PREPARE and SET are per connection). */
  connect?(): Promise<RawClient & { release(): void }>;
};

/** The plan PostgreSQL may settle on for a prepared statement after a few runs (src/db/prepared.ts). */
async function genericPlan(client: RawClient, sql: string, params: unknown[], name: string): Promise<unknown> {
  const conn = client.connect ? await client.connect() : client;
  try {
    await conn.query(`prepare ${name} as ${sql}`);
    await conn.query('set plan_cache_mode = force_generic_plan');
    // EXPLAIN EXECUTE takes no bind parameters: the values go in as literals, typed by the statement.
    const literal = (v: unknown) => (v === null || v === undefined ? 'null' : `'${(v instanceof Date ? v.toISOString() : String(v)).replace(/'/g, "''")}'`);
    const { rows } = await conn.query(`explain (format json) execute ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`);
    return Object.values(rows[0]!)[0];
  } finally {
    await conn.query('reset plan_cache_mode');
    await conn.query(`deallocate ${name}`);
    if ('release' in conn) (conn as { release(): void }).release();
  }
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '') ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

describe('query plans of the list routes on a seeded database', () => {
  let t: TestApp;
  let client: RawClient;
  const captured: Captured[] = [];
  const preparedSql = new Set<string>();
  const me = 500;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db as unknown as { $client: RawClient; session: { logger: unknown } };
    client = db.$client;
    // One script, so it runs on one connection (the replication role is per session).
    await (client.exec ? client.exec(SEED) : client.query(SEED));
    // Drizzle hands every statement and its parameters to the session's logger before running it.
    db.session.logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
    // Which statements are prepared (named): their generic plans are checked too.
    const session = db.session as unknown as { prepareQuery(query: { sql: string }, fields: unknown, name: string | undefined, ...rest: unknown[]): unknown };
    const prepareQuery = session.prepareQuery.bind(session);
    session.prepareQuery = (query, fields, name, ...rest) => {
      if (name) preparedSql.add(query.sql);
      return prepareQuery(query, fields, name, ...rest);
    };
  }, 60_000);
  afterAll(() => t?.close());

  it('serves every list query on the big tables from an index', async () => {
    const token = await createAccessTokens(TEST_SECRET, () => Date.now()).issue(uuidOf(`u${me}`));
    const friend = uuidOf(`u${me + 1}`);
    const calls: Array<[string, string]> = [
      ['GET', '/api/home'],
      ['GET', '/api/home/consecutiveDays'],
      ['GET', '/api/home/streak'],
      ['GET', '/api/home/momentsComplete/week'],
      ['GET', '/api/home/completedbucket'],
      ['GET', '/api/home/notifications/unread-count'],
      ['PATCH', '/api/home/notifications'],
      ['GET', '/api/bucket/all/repeat'],
      ['GET', '/api/bucket/all/achievement'],
      ['GET', '/api/bucket/challenging/main'],
      ['GET', '/api/friends'],
      ['GET', `/api/feed/${friend}`],
      ['GET', `/api/diary?month=${seoulDate(Date.now()).slice(0, 7)}`],
      ['GET', `/api/diary/bucket/${uuidOf(`b${me}-1`)}`],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
    // The seed is visible through the routes (a plan test on empty answers would prove nothing).
    const feed = await t.app.inject({ method: 'GET', url: `/api/feed/${friend}`, headers: { authorization: `Bearer ${token}` } });
    expect(feed.json<{ moments: unknown[] }>().moments.length).toBeGreaterThan(0);

    // The same statement text plans the same way for any of its calls (e.g. the session check).
    const distinct = [...new Map(captured.map((q) => [q.sql, q])).values()];
    const onBigTables = distinct.filter((q) => BIG_TABLES.some((table) => q.sql.includes(`"${table}"`)));
    expect(onBigTables.length).toBeGreaterThanOrEqual(calls.length);
    const offenders: string[] = [];
    for (const q of onBigTables) {
      const { sql, params } = q;
      const { rows } = await client.query(`explain (format json) ${sql}`, params);
      const raw = Object.values(rows[0]!)[0];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      const scans = seqScans(plan[0]!.Plan);
      if (scans.length > 0) offenders.push(`Seq Scan on ${scans.join(', ')}:\n  ${sql}`);
      if (preparedSql.has(sql)) {
        const generic = await genericPlan(client, sql, params, `plan_check_${offenders.length}_${onBigTables.indexOf(q)}`);
        const genericScans = seqScans(((typeof generic === 'string' ? JSON.parse(generic) : generic) as Array<{ Plan: PlanNode }>)[0]!.Plan);
        if (genericScans.length > 0) offenders.push(`Seq Scan on ${genericScans.join(', ')} in the generic plan of:\n  ${sql}`);
      }
    }
    // The hot routes' statements are prepared: if none were, the generic check above ran on nothing.
    expect(preparedSql.size).toBeGreaterThanOrEqual(5);
    expect(offenders).toEqual([]);
  });
});
