// Prints the benchmark's tables: bytes per visit, each budget (docs/budgets.md) beside its figure, the
// request chains, the biggest scripts and the singletons.
import { describeScript } from './chunk-contents';
import type { ShareScopeReport } from './singletons';
import { KINDS, shortUrl, type VisitSummary } from './summary';

/** 1 KB = 1000 bytes, as Chromium's network panel counts. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const lpad = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

function bytesTable(visits: VisitSummary[]): string[] {
  const head = ['visit', ...KINDS.map((k) => k.toUpperCase()), 'TOTAL', 'code chain', 'preflights'];
  const rows = visits.map((v) => [
    v.name,
    ...KINDS.map((k) => `${kb(v.totals[k].bytes)} (${v.totals[k].count})`),
    `${kb(v.all.bytes)} (${v.all.count})`,
    String(v.codeChain.length),
    String(v.preflights),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

interface Budget {
  what: string;
  figure: number | null;
  limit: number;
  unit: 'bytes' | 'levels';
}

function budgets(visits: VisitSummary[]): Budget[] {
  const [login, home] = visits;
  const maxChain = Math.max(...visits.map((v) => v.codeChain.length));
  return [
    { what: 'first visit /login, all bytes', figure: login!.all.bytes, limit: 200_000, unit: 'bytes' },
    { what: 'signed-in /home, compressed JS', figure: home!.totals.js.bytes, limit: 148_000, unit: 'bytes' },
    { what: 'font before first paint, /login', figure: login!.fontBeforePaint, limit: 60_000, unit: 'bytes' },
    { what: 'font before first paint, /home', figure: home!.fontBeforePaint, limit: 60_000, unit: 'bytes' },
    // HTML → config/manifest → entry → chunks.
    { what: 'deepest code request chain (levels)', figure: maxChain, limit: 4, unit: 'levels' },
  ];
}

/** Budgets whose figure is over its limit (a figure that could not be measured counts as over). */
export function overBudget(visits: VisitSummary[]): string[] {
  return budgets(visits)
    .filter(({ figure, limit }) => figure === null || figure > limit)
    .map(({ what }) => what);
}

function budgetLines(visits: VisitSummary[]): string[] {
  const lines = budgets(visits).map(({ what, figure, limit, unit }) => {
    const show = (n: number) => (unit === 'bytes' ? kb(n) : String(n));
    const verdict = figure === null ? 'n/a (no paint)' : figure <= limit ? 'OK' : 'OVER';
    return `${pad(what, 42)} ${lpad(figure === null ? '-' : show(figure), 10)}  budget ≤ ${lpad(show(limit), 9)}  ${verdict}`;
  });
  // Not a visit: the other tabs' code, fetched once the page is idle so opening them fetches none.
  const [, home, preload] = visits;
  const later = home!.totals.js.bytes + preload!.totals.js.bytes;
  lines.push(`${pad('(info) /home + idle preload of other tabs, JS', 42)} ${lpad(kb(later), 10)}`);
  return lines;
}

function topScripts(visit: VisitSummary, count: number): string[] {
  return visit.requests
    .filter((r) => r.kind === 'js')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((r) => `  ${lpad(kb(r.bytes), 9)}  ${r.encoding.padEnd(8)} ${pad(shortUrl(r.url), 24)} ${describeScript(r.url)}`);
}

function singletonLines(scope: ShareScopeReport): string[] {
  const lines = scope.singletons.map((s) => {
    const verdict = s.loaded.length === 1 ? 'once OK' : s.loaded.length === 0 ? 'NOT LOADED' : `${s.loaded.length}× OVER`;
    return `  ${pad(s.name, 24)} ${pad(verdict, 11)} ${s.loaded.join('; ') || '-'}   (offered by ${s.offeredBy.join(', ') || 'none'})`;
  });
  return [...lines, `  federation runtime instances: ${scope.instances.length} (${scope.instances.join(', ')})`];
}

export function printReport(visits: VisitSummary[], scope: ShareScopeReport): void {
  const out: string[] = [];
  out.push('', 'Bytes transferred (compressed, headers included), (request count)', ...bytesTable(visits));
  out.push('', 'Budgets', ...budgetLines(visits));
  out.push('', 'Longest request chain per visit (initiator → request): code only, then with API calls');
  for (const v of visits) {
    out.push(`  ${pad(v.name, 34)} ${v.codeChain.join(' → ') || '-'}`);
    out.push(`  ${pad('', 34)} ${v.chain.join(' → ') || '-'}`);
  }
  out.push('', 'Remote entries / manifests fetched while opening a tab (want none after the idle preload)');
  for (const v of visits.filter((v) => v.name.startsWith('open tab'))) out.push(`  ${pad(v.name, 34)} ${v.federationFiles.join(', ') || 'none'}`);
  const [login, home] = visits;
  // BENCH_ALL_SCRIPTS=1 lists every script of the two first visits, for hunting bytes.
  const count = process.env.BENCH_ALL_SCRIPTS ? Infinity : 8;
  out.push('', 'Biggest scripts, first visit /login', ...topScripts(login!, count));
  out.push('', 'Biggest scripts, signed-in /home (without the preload)', ...topScripts(home!, count));
  out.push('', 'Singletons in the share scope (after opening every tab)', ...singletonLines(scope), '');
  console.log(out.join('\n'));
}
