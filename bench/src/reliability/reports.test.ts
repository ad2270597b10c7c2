import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromPlaywright, fromVitest, totals } from './reports';
import { summarize } from './summary';

test('fromVitest counts passed tests per file and names the others', () => {
  const results = fromVitest(
    {
      testResults: [
        {
          name: '/repo/api/test/crash-recovery.test.ts',
          status: 'passed',
          assertionResults: [{ title: 'keeps writes', status: 'passed' }],
        },
        {
          name: '/repo/api/test/security/fuzz.test.ts',
          status: 'failed',
          assertionResults: [
            { title: 'a', fullName: 'fuzz a', status: 'passed' },
            { title: 'b', fullName: 'fuzz b', status: 'failed' },
            { title: 'c', fullName: 'fuzz c', status: 'skipped' },
          ],
        },
        { name: '/repo/api/test/broken.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
      ],
    },
    '/repo',
  );
  assert.deepEqual(results, [
    { file: 'api/test/crash-recovery.test.ts', passed: 1, total: 1, notPassed: [] },
    { file: 'api/test/security/fuzz.test.ts', passed: 1, total: 3, notPassed: ['fuzz b', 'fuzz c'] },
    { file: 'api/test/broken.test.ts', passed: 0, total: 1, notPassed: ['(file failed: SyntaxError)'] },
  ]);
  assert.deepEqual(totals(results), { passed: 2, total: 5 });
});

test('fromPlaywright walks nested suites; a flaky test and run errors fail', () => {
  const results = fromPlaywright(
    {
      suites: [
        {
          title: 'api-restart.spec.ts',
          specs: [{ title: 'carries on', file: 'api-restart.spec.ts', tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'remote down',
              specs: [
                { title: 'fallback', file: 'api-restart.spec.ts', tests: [{ status: 'flaky' }] },
                { title: 'slow', file: 'api-restart.spec.ts', tests: [{ status: 'unexpected' }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'log scan found a token' }],
    },
    'e2e/tests',
  );
  assert.deepEqual(results, [
    { file: 'e2e/tests/api-restart.spec.ts', passed: 1, total: 3, notPassed: ['fallback (flaky: passed only on a retry)', 'slow (unexpected)'] },
    { file: 'e2e/tests (run)', passed: 0, total: 1, notPassed: ['log scan found a token'] },
  ]);
});

test('the summary passes only with full suites, counts that add up, zero load errors and nothing lost', () => {
  const ok = (file: string, n: number) => ({ file, passed: n, total: n, notPassed: [] });
  const load = {
    options: { users: 200, durationMs: 60_000 },
    summary: { requests: 9000, requestsPerSecond: 150, overall: { p50: 12, p99: 300 }, errors: 0, errorsByStatus: {} },
    verification: { lost: 0, checked: 1400 },
    passed: true,
  } as unknown as Parameters<typeof summarize>[0]['load'];
  const input = {
    database: 'PGlite',
    matrix: { counts: { routes: 35, identities: 7, cells: 245 }, results: [ok('m', 36)] },
    fuzz: { counts: { cases: 570, routes: 19, runsPerRoute: 30 }, results: [ok('f', 20)] },
    faults: [ok('api/test/crash-recovery.test.ts', 1), ok('e2e/tests/api-restart.spec.ts', 2)],
    uploads: [ok('api/test/upload-under-attack.test.ts', 5)],
    load,
  };
  const good = summarize(input);
  assert.equal(good.passed, true);
  assert.ok(good.lines.includes('  routes × identities covered: 35 × 7 = 245 cells checked (tests 36/36 passed)'));
  assert.ok(good.lines.includes('  fuzz cases run: 570 over 19 routes (30 runs per route; tests 20/20 passed)'));
  assert.ok(good.lines.includes('  faults survived: 3/3'));
  assert.ok(good.lines.includes('  data lost: 0 (of 1400 acknowledged writes read back)'));

  // Cells short of routes × identities: a cell was skipped or the suite stopped early.
  assert.equal(summarize({ ...input, matrix: { ...input.matrix, counts: { routes: 35, identities: 7, cells: 244 } } }).passed, false);
  // No counts file: the suite never reached its end.
  assert.equal(summarize({ ...input, fuzz: { ...input.fuzz, counts: null } }).passed, false);
  assert.equal(summarize({ ...input, faults: [{ file: 'x', passed: 0, total: 1, notPassed: ['x'] }] }).passed, false);
  // A fault spec that passed only on a retry fails the table and the exit code.
  const flaky = fromPlaywright({ suites: [{ title: 's', specs: [{ title: 'outage', file: 'api-restart.spec.ts', tests: [{ status: 'flaky' }] }] }] }, 'e2e/tests');
  const withFlaky = summarize({ ...input, faults: [ok('api/test/crash-recovery.test.ts', 1), ...flaky] });
  assert.equal(withFlaky.passed, false);
  assert.ok(withFlaky.lines.includes('    e2e/tests/api-restart.spec.ts: 0/1'));
  assert.ok(withFlaky.lines.includes('  not passed: e2e/tests/api-restart.spec.ts › outage (flaky: passed only on a retry)'));
  assert.equal(summarize({ ...input, load: null, loadError: 'API did not start' }).passed, false);
});
