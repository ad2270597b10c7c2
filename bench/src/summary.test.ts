// `pnpm bench` builds its closing table from the budget lines the sections print: check the parser on
// the shapes the sections really print, and the table's verdict count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetLine, parseBudgetLines, summaryTable, verdictOf } from './summary';

// As bench:bytes prints them (bytes/report.ts), between other lines.
const bytesOutput = `
Budgets
first visit /login, all bytes                183.2 KB  budget ≤  200.0 KB  OK
signed-in /home + idle preload, JS           251.0 KB  budget ≤  160.0 KB  OVER
font before first paint, /login                     -  budget ≤   60.0 KB  n/a (no paint)
deepest code request chain (levels)                 6  budget ≤         4  OVER

Longest request chain per visit (initiator → request): code only, then with API calls
`;

test('reads every budget line of a section, figure and limit as printed', () => {
  const figures = parseBudgetLines(bytesOutput);
  assert.deepEqual(figures, [
    { what: 'first visit /login, all bytes', figure: '183.2 KB', direction: '≤', limit: '200.0 KB', verdict: 'OK' },
    { what: 'signed-in /home + idle preload, JS', figure: '251.0 KB', direction: '≤', limit: '160.0 KB', verdict: 'OVER' },
    { what: 'font before first paint, /login', figure: '-', direction: '≤', limit: '60.0 KB', verdict: null },
    { what: 'deepest code request chain (levels)', figure: '6', direction: '≤', limit: '4', verdict: 'OVER' },
  ]);
});

test('budgetLine prints what parseBudgetLines reads back, for ≥ budgets too', () => {
  const line = budgetLine('Lighthouse /login performance', '96', '≥', '97', verdictOf(96, '≥', 97));
  assert.deepEqual(parseBudgetLines(`noise\n${line}\n`), [
    { what: 'Lighthouse /login performance', figure: '96', direction: '≥', limit: '97', verdict: 'OVER' },
  ]);
  assert.equal(verdictOf(97, '≥', 97), 'OK');
  assert.equal(verdictOf(0.021, '≤', 0.02), 'OVER');
  // A long name leaves a single space before the figure: still read.
  const long = budgetLine('x'.repeat(50), '1.92 s', '≤', '2.00 s', 'OK');
  assert.equal(parseBudgetLines(long)[0]?.figure, '1.92 s');
});

test('the summary counts verdicts and names sections that did not run', () => {
  const table = summaryTable([
    { name: 'bytes', status: 'ran', figures: parseBudgetLines(bytesOutput) },
    { name: 'api', status: 'not run (bench/src/api/main.ts missing)', figures: [] },
  ]);
  assert.match(table.at(-1)!, /^4 figures: 1 OK, 2 OVER, 1 not judged; api: not run \(bench\/src\/api\/main\.ts missing\)$/);
  assert.ok(table.some((row) => /^bytes\s+signed-in \/home \+ idle preload, JS\s+251\.0 KB\s+≤ 160\.0 KB\s+OVER$/.test(row)));
  assert.ok(table.some((row) => /^api\s+\(no figures: not run/.test(row)));
});
