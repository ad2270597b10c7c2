// The printed summary of `pnpm reliability`: every figure comes from a run of this
// invocation (the runners' JSON reports, the counts the suites wrote, the load run's own result).
import type { LoadResult } from '@momentum/stack/load';
import { totals, type FileResult } from './reports';

export interface ReliabilityInput {
  database: string;
  matrix: { counts: Record<string, number> | null; results: FileResult[] };
  fuzz: { counts: Record<string, number> | null; results: FileResult[] };
  faults: FileResult[];
  uploads: FileResult[];
  load: LoadResult | null;
  /** Why the load did not run or could not finish. */
  loadError?: string;
  e2eSkipped?: string;
}

export interface ReliabilitySummary {
  lines: string[];
  passed: boolean;
}

const ratio = (results: readonly FileResult[]) => {
  const { passed, total } = totals(results);
  return `${passed}/${total}`;
};
const allPassed = (results: readonly FileResult[]) => results.length > 0 && results.every((r) => r.passed === r.total && r.total > 0);

export function summarize(input: ReliabilityInput): ReliabilitySummary {
  const lines: string[] = [`Reliability summary (${input.database})`];
  const failures: string[] = [];

  const m = input.matrix.counts;
  const matrixOk = allPassed(input.matrix.results) && m !== null && m.cells === m.routes! * m.identities!;
  lines.push(
    m
      ? `  routes × identities covered: ${m.routes} × ${m.identities} = ${m.cells} cells checked (tests ${ratio(input.matrix.results)} passed)`
      : `  routes × identities covered: not reported (the matrix suite did not finish; tests ${ratio(input.matrix.results)})`,
  );
  if (!matrixOk) failures.push('authorization matrix');

  const f = input.fuzz.counts;
  const fuzzOk = allPassed(input.fuzz.results) && f !== null && f.cases! > 0;
  lines.push(
    f
      ? `  fuzz cases run: ${f.cases} over ${f.routes} routes (${f.runsPerRoute} runs per route; tests ${ratio(input.fuzz.results)} passed)`
      : `  fuzz cases run: not reported (the fuzz suite did not finish; tests ${ratio(input.fuzz.results)})`,
  );
  if (!fuzzOk) failures.push('fuzz');

  const faultTotals = totals(input.faults);
  lines.push(`  faults survived: ${faultTotals.passed}/${faultTotals.total}`);
  for (const r of input.faults) lines.push(`    ${r.file}: ${r.passed}/${r.total}`);
  if (input.e2eSkipped) lines.push(`    (e2e fault specs not run: ${input.e2eSkipped})`);
  if (!allPassed(input.faults)) failures.push('faults');

  const uploadTotals = totals(input.uploads);
  lines.push(`  uploads under attack: ${uploadTotals.passed}/${uploadTotals.total} tests passed`);
  if (!allPassed(input.uploads)) failures.push('uploads under attack');

  const load = input.load;
  if (load) {
    const s = load.summary;
    lines.push(
      `  requests under load: ${s.requests} (${load.options.users} users × ${load.options.durationMs / 1000} s, ` +
        `${s.requestsPerSecond.toFixed(1)} req/s, p50 ${s.overall.p50.toFixed(0)} ms, p99 ${s.overall.p99.toFixed(0)} ms)`,
    );
    const byStatus = Object.entries(s.errorsByStatus).map(([k, v]) => `${k}: ${v}`);
    lines.push(`  errors: ${s.errors}${byStatus.length ? ` (${byStatus.join(', ')})` : ''}`);
    lines.push(`  data lost: ${load.verification.lost} (of ${load.verification.checked} acknowledged writes read back)`);
    if (!load.passed) failures.push('load');
  } else {
    lines.push(`  requests under load: not measured (${input.loadError ?? 'not run'})`);
    failures.push('load');
  }

  for (const r of [...input.matrix.results, ...input.fuzz.results, ...input.faults, ...input.uploads]) {
    for (const name of r.notPassed.slice(0, 5)) lines.push(`  not passed: ${r.file} › ${name}`);
  }
  lines.push(failures.length ? `  FAILED: ${failures.join(', ')}` : '  all passed: zero errors, nothing lost');
  return { lines, passed: failures.length === 0 };
}
