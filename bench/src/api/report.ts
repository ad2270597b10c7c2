// The printed table: each figure beside its budget (docs/budgets.md). The latency budget is PostgreSQL's
// (the production database); on PGlite the same figures print for comparison, marked "info".
import { budgetLine, verdictOf } from '../summary';
import { FIXED_RATE, type RouteFigures } from './load';

const P99_BUDGET_MS = 25;
const RATIO_BUDGET = 0.3;

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function formatTable(title: string, rows: RouteFigures[], latencyBudgetApplies: boolean): string {
  const trivial = rows.find((r) => r.route.trivial);
  const burst = rows.some((r) => r.burst);
  const head = ['route', `req/s @${FIXED_RATE}`, 'p50 ms', 'p99 ms', 'errors', `p99 ≤ ${P99_BUDGET_MS} ms`, 'max req/s', 'vs trivial', `≥ ${RATIO_BUDGET * 100}%`, 'CPU ms/req', 'of it db', 'gen lag p99'];
  const widths = [26, 11, 7, 7, 7, 13, 10, 11, 6, 11, 9, 11];
  if (burst) {
    head.push('burst p99');
    widths.push(10);
  }
  const lines = [title, head.map((h, i) => (i === 0 ? pad(h, widths[i]!) : lpad(h, widths[i]!))).join('  ')];
  for (const { route, fixed, max, burst: burstFigures } of rows) {
    const ratio = trivial && !route.trivial ? max.rps / trivial.max.rps : null;
    const p99Verdict = route.trivial ? '' : latencyBudgetApplies ? (fixed.p99 <= P99_BUDGET_MS ? 'OK' : 'OVER') : 'info';
    const ratioVerdict = ratio === null ? '' : ratio >= RATIO_BUDGET ? 'OK' : 'UNDER';
    const cells = [
      route.name,
      fixed.rps.toFixed(0),
      String(fixed.p50),
      String(fixed.p99),
      String(fixed.errors + max.errors),
      p99Verdict,
      max.rps.toFixed(0),
      ratio === null ? '(base)' : `${(ratio * 100).toFixed(0)}%`,
      ratioVerdict,
      fixed.cpuMs.toFixed(2),
      latencyBudgetApplies ? fixed.dbCpuMs.toFixed(2) : '-',
      fixed.sendLagP99 === undefined ? '-' : String(fixed.sendLagP99),
      ...(burst ? [burstFigures ? String(burstFigures.p99) : '-'] : []),
    ];
    lines.push(cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join('  '));
  }
  lines.push(
    `@${FIXED_RATE}: one request every ${1000 / FIXED_RATE} ms (open loop), latency from its due time; gen lag = how late the generator sent (included). ` +
      `max: autocannon, 32 connections.${burst ? ` burst: autocannon overallRate (${FIXED_RATE} requests at each second's start), information only.` : ''}`,
  );
  return lines.join('\n');
}

/**
 * The same figures as budget lines (summary.ts), which `pnpm bench` gathers into its closing table:
 * p99 at 500 req/s on PostgreSQL only (the budget's database), the throughput ratio on both.
 */
export function budgetLines(database: 'PGlite' | 'PostgreSQL', rows: RouteFigures[]): string[] {
  const trivial = rows.find((r) => r.route.trivial);
  const lines: string[] = [];
  for (const { route, fixed, max } of rows) {
    if (route.trivial) continue;
    const path = route.name.replace('GET ', '');
    if (database === 'PostgreSQL') {
      lines.push(budgetLine(`API ${database} ${path} p99 @${FIXED_RATE}/s`, `${fixed.p99} ms`, '≤', `${P99_BUDGET_MS} ms`, verdictOf(fixed.p99, '≤', P99_BUDGET_MS)));
    }
    if (trivial) {
      const ratio = (max.rps / trivial.max.rps) * 100;
      lines.push(budgetLine(`API ${database} ${path} vs trivial`, `${ratio.toFixed(0)}%`, '≥', `${RATIO_BUDGET * 100}%`, verdictOf(ratio, '≥', RATIO_BUDGET * 100)));
    }
  }
  return lines;
}
