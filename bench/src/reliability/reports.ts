// Reading the runners' own reports: vitest's JSON reporter and Playwright's JSON reporter, reduced to
// passed/total per file. Pure functions over the parsed JSON, with unit tests.

export interface FileResult {
  /** Path relative to the repository, e.g. `api/test/crash-recovery.test.ts`. */
  file: string;
  passed: number;
  total: number;
  /** Titles of the tests that did not pass (failed, skipped, todo). */
  notPassed: string[];
}

interface VitestAssertion {
  title: string;
  fullName?: string;
  status: string;
}
interface VitestReport {
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: VitestAssertion[] }>;
}

/** vitest `--reporter=json`: one FileResult per test file; a file that failed to load counts as one failure. */
export function fromVitest(report: VitestReport, repoRoot: string): FileResult[] {
  return report.testResults.map((file) => {
    const tests = file.assertionResults;
    const notPassed = tests.filter((t) => t.status !== 'passed').map((t) => t.fullName ?? t.title);
    // A file whose suite crashed before any test ran reports no assertions but status "failed".
    if (tests.length === 0 && file.status !== 'passed') notPassed.push(`(file failed: ${(file.message ?? '').slice(0, 200)})`);
    return {
      file: relative(file.name, repoRoot),
      passed: tests.filter((t) => t.status === 'passed').length,
      total: Math.max(tests.length, notPassed.length),
      notPassed,
    };
  });
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: Array<{ status: string }>;
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

/**
 * Playwright `--reporter=json`: a test counts as passed only when it passed as expected on its first
 * run. A flaky one (failed, then passed on a retry) is a failure: green must mean green.
 */
export function fromPlaywright(report: PlaywrightReport, testDir: string): FileResult[] {
  const byFile = new Map<string, FileResult>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = `${testDir}/${spec.file}`;
      const result = byFile.get(file) ?? { file, passed: 0, total: 0, notPassed: [] };
      for (const test of spec.tests) {
        result.total += 1;
        if (test.status === 'expected') result.passed += 1;
        else result.notPassed.push(`${spec.title} (${test.status === 'flaky' ? 'flaky: passed only on a retry' : test.status})`);
      }
      byFile.set(file, result);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  const results = [...byFile.values()];
  // Errors outside tests (global setup, the log scan in teardown) fail the run as a whole.
  for (const error of report.errors ?? []) {
    results.push({ file: `${testDir} (run)`, passed: 0, total: 1, notPassed: [(error.message ?? 'error').slice(0, 200)] });
  }
  return results;
}

export function totals(results: readonly FileResult[]): { passed: number; total: number } {
  return results.reduce((sum, r) => ({ passed: sum.passed + r.passed, total: sum.total + r.total }), { passed: 0, total: 0 });
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}
