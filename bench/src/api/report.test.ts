// The API figures reach `pnpm bench`'s closing table only as budget lines it can parse: check that they
// do, with the right verdicts and the p99 budget on PostgreSQL only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBudgetLines } from '../summary';
import { ROUTES, type RouteFigures } from './load';
import { budgetLines, formatTable } from './report';

const figures = (rps: number, p99: number) => ({ rps, p50: 1, p99, errors: 0, cpuMs: 0.5, dbCpuMs: 0.2 });
const rows: RouteFigures[] = ROUTES.map((route, i) => ({
  route,
  fixed: figures(500, route.trivial ? 2 : 10 + i * 5),
  // trivial 4000/s; the others 2000, 1000, 1200, 1600, 2400, 2200 (50%, 25%, 30%, 40%, 60%, 55%)
  max: figures([4000, 2000, 1000, 1200, 1600, 2400, 2200][i]!, 0),
}));

test('PostgreSQL prints a p99 and a ratio budget line per route, parsed back with verdicts', () => {
  const parsed = parseBudgetLines(budgetLines('PostgreSQL', rows).join('\n'));
  // Every route but the trivial one: a p99 line and a ratio line.
  assert.equal(ROUTES.length, 7);
  assert.equal(parsed.length, 12);
  assert.deepEqual(parsed[0], { what: 'API PostgreSQL /api/home p99 @500/s', figure: '15 ms', direction: '≤', limit: '25 ms', verdict: 'OK' });
  // friends at exactly 25 ms is within budget; the feed at 30 ms is over it.
  assert.equal(parsed.find((f) => f.what === 'API PostgreSQL /api/friends p99 @500/s')?.verdict, 'OK');
  assert.equal(parsed.find((f) => f.what === 'API PostgreSQL /api/feed/{friendId} p99 @500/s')?.verdict, 'OVER');
  assert.deepEqual(
    parsed.filter((f) => f.what.endsWith('vs trivial')).map((f) => [f.figure, f.verdict]),
    [['50%', 'OK'], ['25%', 'OVER'], ['30%', 'OK'], ['40%', 'OK'], ['60%', 'OK'], ['55%', 'OK']],
  );
});

test('PGlite prints only the ratio budgets (the latency budget is PostgreSQL\'s)', () => {
  const parsed = parseBudgetLines(budgetLines('PGlite', rows).join('\n'));
  assert.equal(parsed.length, 6);
  assert.ok(parsed.every((f) => f.what.endsWith('vs trivial')));
});

test('the table marks the trivial route as the base and PGlite latencies as info', () => {
  const table = formatTable('PGlite', rows, false).split('\n');
  assert.match(table.find((l) => l.startsWith('GET /health'))!, /\(base\)/);
  assert.match(table.find((l) => l.startsWith('GET /api/home'))!, /info/);
});

test('the table prints the generator lag, and the burst column only when --burst measured it', () => {
  const plain = formatTable('PostgreSQL', rows.map((r) => ({ ...r, fixed: { ...r.fixed, sendLagP99: 1.5 } })), true);
  assert.doesNotMatch(plain, /burst p99/);
  assert.match(plain.split('\n')[1]!, /gen lag p99/);
  assert.match(plain.split('\n').find((l) => l.startsWith('GET /api/home'))!, /\s1\.5$/);
  const withBurst = formatTable('PostgreSQL', rows.map((r) => ({ ...r, burst: { ...r.fixed, p99: 77 } })), true);
  assert.match(withBurst.split('\n')[1]!, /burst p99$/);
  assert.match(withBurst.split('\n').find((l) => l.startsWith('GET /api/friends'))!, /\s77$/);
});
