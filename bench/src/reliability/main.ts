// `pnpm reliability`: the authorization matrix, the fuzz, fault and upload attack suites, the e2e fault
// specs and the load, then the reliability numbers (docs/benchmarks.md). --pg runs the API suites and
// the load on a throwaway PostgreSQL. Exit 0 only when everything passed and nothing was lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatReport, runLoad, type LoadResult } from '@momentum/stack/load';
import { startPostgresCluster, type PostgresCluster } from '@momentum/dev-services';
import type { FileResult } from './reports';
import { existing, readCounts, runApiSuites, runE2eSpecs } from './runners';
import { summarize } from './summary';

// pnpm may hand a literal `--` through; parseArgs would take every flag after it for a positional.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    pg: { type: 'boolean', default: false },
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'skip-e2e': { type: 'boolean', default: false },
  },
});

const say = (line: string) => console.log(`reliability: ${line}`);
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-reliability-'));
const countsDir = path.join(runDir, 'counts');
const started = Date.now();

const MATRIX = ['api/test/security/authorization-matrix.test.ts'];
const FUZZ = ['api/test/security/fuzz.test.ts'];
const API_FAULTS = existing('api/test', /^(crash-recovery|postgres-outage|.*fault.*)\.test\.ts$/);
const UPLOADS = existing('api/test', /^upload-.*\.test\.ts$/);
const E2E_FAULTS = existing('e2e/tests', /^(api-restart|.*fault.*)\.spec\.ts$/);

let postgres: PostgresCluster | null = null;
let exitCode = 1;
try {
  if (values.pg) {
    postgres = await startPostgresCluster();
    say(`PostgreSQL ${postgres.version} at ${postgres.url} for the API suites`);
  }
  const env: Record<string, string> = { RELIABILITY_COUNTS_DIR: countsDir, ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}) };
  const apiFiles = [...MATRIX, ...FUZZ, ...API_FAULTS, ...UPLOADS];
  say(`API suites (vitest, JSON reporter): ${apiFiles.join(', ')}`);
  const apiResults = await runApiSuites(apiFiles, runDir, env);
  const pick = (files: string[]) => apiResults.filter((r) => files.includes(r.file));
  // A file vitest never reported (it crashed before reporting) must not vanish from the summary.
  const orMissing = (files: string[]): FileResult[] =>
    files.map((file) => pick([file])[0] ?? { file, passed: 0, total: 1, notPassed: ['(no result: see api-vitest.log)'] });
  await postgres?.destroy();
  postgres = null;

  let e2eResults: FileResult[] = [];
  let e2eSkipped: string | undefined;
  if (values['skip-e2e']) e2eSkipped = '--skip-e2e';
  else if (E2E_FAULTS.length === 0) e2eSkipped = 'no fault specs in e2e/tests';
  else {
    say(`e2e fault specs (Playwright, JSON reporter, under /tmp/e2e.lock): ${E2E_FAULTS.join(', ')}`);
    e2eResults = await runE2eSpecs(E2E_FAULTS, runDir);
  }

  let load: LoadResult | null = null;
  let loadError: string | undefined;
  try {
    say(`load: ${values.users} users × ${values.duration} s${values.pg ? ' on PostgreSQL' : ''}`);
    load = await runLoad({
      users: Number(values.users),
      durationMs: Number(values.duration) * 1000,
      port: 4330,
      postgres: values.pg ?? false,
      log: (line) => say(`load: ${line}`),
    });
    console.log(formatReport(load));
  } catch (error) {
    loadError = String(error);
  }

  const summary = summarize({
    database: values.pg ? 'API suites and load on PostgreSQL' : 'API suites and load on PGlite',
    matrix: { counts: readCounts(countsDir, 'authorization-matrix'), results: orMissing(MATRIX) },
    fuzz: { counts: readCounts(countsDir, 'fuzz'), results: orMissing(FUZZ) },
    faults: [...orMissing(API_FAULTS), ...e2eResults],
    uploads: orMissing(UPLOADS),
    load,
    loadError,
    e2eSkipped,
  });
  console.log('');
  for (const line of summary.lines) console.log(line);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s; reports and logs in ${runDir})`);
  exitCode = summary.passed ? 0 : 1;
} catch (error) {
  console.error('reliability: could not run:', error, `\n(logs in ${runDir})`);
} finally {
  await postgres?.destroy();
}
process.exit(exitCode);
