// The printed figures of a load run.
import type { LoadResult } from './run-load';

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export interface ReportOptions {
  /**
   * False when the caller judges the run itself (the topology's load with a replica killed, where
   * some errors are expected): no failure examples and no budget line.
   */
  judged?: boolean;
}

export function formatReport(result: LoadResult, { judged = true }: ReportOptions = {}): string {
  const { summary, verification, acknowledged, options } = result;
  const lines: string[] = [];
  lines.push(`Load: ${options.users} users × ${options.durationMs / 1000} s on ${result.database}`);
  if (result.authRateLimit !== null) {
    lines.push(`  note: AUTH_RATE_LIMIT_PER_MINUTE raised to ${result.authRateLimit} for this run (every simulated user signs in from 127.0.0.1)`);
  }
  lines.push(`  requests: ${summary.requests} in ${summary.seconds.toFixed(1)} s → ${summary.requestsPerSecond.toFixed(1)} req/s`);
  lines.push(`  latency overall: p50 ${ms(summary.overall.p50)}, p99 ${ms(summary.overall.p99)}, max ${ms(summary.overall.max)}`);
  lines.push(
    `  load generator's own event-loop delay: p99 ${ms(result.generatorLag.p99)}, max ${ms(result.generatorLag.max)}` +
      (result.generatorLag.p99 > 100 ? ' (high: the machine is busy; latencies include the generator waiting)' : ''),
  );
  if (result.apiCpu) {
    const cores = result.apiCpu.seconds / summary.seconds;
    lines.push(
      `  API CPU: ${result.apiCpu.seconds.toFixed(1)} s over the run (${cores.toFixed(2)} cores busy on average), ` +
        `${result.apiCpu.msPerRequest.toFixed(1)} ms per request`,
    );
  }
  if (result.apiPeakRssMb !== null) lines.push(`  API peak RSS: ${result.apiPeakRssMb} MB`);
  lines.push('');
  const width = Math.max(...summary.kinds.map((k) => k.kind.length), 12);
  lines.push(`  ${'request kind'.padEnd(width)}  ${'count'.padStart(6)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}  errors`);
  for (const k of summary.kinds) {
    lines.push(`  ${k.kind.padEnd(width)}  ${String(k.count).padStart(6)}  ${ms(k.p50).padStart(9)}  ${ms(k.p99).padStart(9)}  ${k.errors}`);
  }
  lines.push('');
  const byStatus = Object.entries(summary.errorsByStatus).map(([status, count]) => `${status}: ${count}`);
  lines.push(`  errors: ${summary.errors}${byStatus.length ? ` (${byStatus.join(', ')})` : ''}`);
  if (judged) for (const failure of result.failures.slice(0, 5)) lines.push(`    ${failure}`);
  lines.push(
    `  acknowledged writes: ${Object.entries(acknowledged).map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
  lines.push(`  read back: ${verification.checked} checks in ${verification.requests} requests`);
  for (const example of verification.examples) lines.push(`    lost: ${example}`);
  // "data lost: 0" only means something when writes were acknowledged and read back.
  lines.push(verification.checked > 0 ? `  data lost: ${verification.lost}` : '  data lost: not checked (no write was acknowledged)');
  if (judged) lines.push(`  budget (zero errors, nothing lost): ${result.passed ? 'OK' : 'FAILED'}`);
  return lines.join('\n');
}
