// The figures of `pnpm bench:hosting` and their table: which metrics exist, the median of a host's runs,
// the layout-shift score from raw shifts, and the printed comparison. No I/O here (figures.test.ts).

import { budgetLine } from '../summary';

export type HostName = 'node' | 'nginx';
export const HOSTS: readonly HostName[] = ['node', 'nginx'];
export const HOST_LABELS: Record<HostName, string> = { node: 'Node layer', nginx: 'static (nginx)' };

/** `runs`: 1 when the run saw it, 0 when not; summed over the runs instead of a median. */
type Unit = 'ms' | 'score' | 'bytes' | 'count' | 'runs';

// The first visits twice, side by side: with the service worker blocked, then allowed ('+ worker').
export const METRICS = [
  { key: 'loginRendered', page: '/login', label: 'app rendered (runs)', unit: 'runs' },
  { key: 'loginCsp', page: '/login', label: 'refused by the page policy', unit: 'count' },
  { key: 'loginFcp', page: '/login', label: 'first contentful paint', unit: 'ms' },
  { key: 'swLoginFcp', page: '/login + worker', label: 'first contentful paint', unit: 'ms' },
  { key: 'loginLcp', page: '/login', label: 'largest contentful paint', unit: 'ms' },
  { key: 'swLoginLcp', page: '/login + worker', label: 'largest contentful paint', unit: 'ms' },
  { key: 'loginLive', page: '/login', label: '카카오 로그인 link live (href)', unit: 'ms' },
  { key: 'swLoginLive', page: '/login + worker', label: '카카오 로그인 link live (href)', unit: 'ms' },
  { key: 'homeRendered', page: '/home', label: 'app rendered (runs)', unit: 'runs' },
  { key: 'homeCsp', page: '/home', label: 'refused by the page policy', unit: 'count' },
  { key: 'homeFcp', page: '/home', label: 'first contentful paint', unit: 'ms' },
  { key: 'swHomeFcp', page: '/home + worker', label: 'first contentful paint', unit: 'ms' },
  { key: 'homeLcp', page: '/home', label: 'largest contentful paint', unit: 'ms' },
  { key: 'swHomeLcp', page: '/home + worker', label: 'largest contentful paint', unit: 'ms' },
  { key: 'homeStreak', page: '/home', label: "'오늘은 작심 N일' with data", unit: 'ms' },
  { key: 'swHomeStreak', page: '/home + worker', label: "'오늘은 작심 N일' with data", unit: 'ms' },
  { key: 'homeCls', page: '/home', label: 'cumulative layout shift', unit: 'score' },
  { key: 'swHomeCls', page: '/home + worker', label: 'cumulative layout shift', unit: 'score' },
  { key: 'swRegistered', page: '/home + worker', label: 'worker registered (after load and idle)', unit: 'ms' },
  // Home's bell tapped at its paint, in a visit of its own (tap-visit.ts); 'lost': runs whose first tap did nothing.
  { key: 'bellPainted', page: '/home tap', label: 'bell painted', unit: 'ms' },
  { key: 'bellOpen', page: '/home tap', label: "bell's tap opened the list", unit: 'ms' },
  // The list the page shows at the tap is its first frame (ADR 0024); this is when the app's own took its place.
  { key: 'bellAppOpen', page: '/home tap', label: "the app's list in its place", unit: 'ms' },
  { key: 'bellRatio', page: '/home tap', label: 'list opened ÷ bell painted', unit: 'score' },
  { key: 'bellLost', page: '/home tap', label: 'first tap lost (runs)', unit: 'runs' },
  { key: 'warmBellPainted', page: '/home tap warm', label: 'bell painted', unit: 'ms' },
  { key: 'warmBellOpen', page: '/home tap warm', label: "bell's tap opened the list", unit: 'ms' },
  { key: 'warmBellAppOpen', page: '/home tap warm', label: "the app's list in its place", unit: 'ms' },
  { key: 'warmBellRatio', page: '/home tap warm', label: 'list opened ÷ bell painted', unit: 'score' },
  { key: 'warmBellLost', page: '/home tap warm', label: 'first tap lost (runs)', unit: 'runs' },
  // My page's 회원 탈퇴 row, the same way (its tap opens the confirmation, which only asks).
  { key: 'rowPainted', page: '/mypage tap', label: 'row painted', unit: 'ms' },
  { key: 'rowOpen', page: '/mypage tap', label: "row's tap opened its dialog", unit: 'ms' },
  { key: 'rowRatio', page: '/mypage tap', label: 'dialog opened ÷ row painted', unit: 'score' },
  { key: 'rowLost', page: '/mypage tap', label: 'first tap lost (runs)', unit: 'runs' },
  { key: 'warmRowPainted', page: '/mypage tap warm', label: 'row painted', unit: 'ms' },
  { key: 'warmRowOpen', page: '/mypage tap warm', label: "row's tap opened its dialog", unit: 'ms' },
  { key: 'warmRowRatio', page: '/mypage tap warm', label: 'dialog opened ÷ row painted', unit: 'score' },
  { key: 'warmRowLost', page: '/mypage tap warm', label: 'first tap lost (runs)', unit: 'runs' },
  { key: 'warmRendered', page: '/home warm', label: 'app rendered (runs)', unit: 'runs' },
  { key: 'warmCsp', page: '/home warm', label: 'refused by the page policy', unit: 'count' },
  { key: 'warmStreak', page: '/home warm', label: "'오늘은 작심 N일' with data", unit: 'ms' },
  { key: 'warmBytes', page: '/home warm', label: 'bytes transferred (all origins)', unit: 'bytes' },
  { key: 'warm304', page: '/home warm', label: 'static responses 304', unit: 'count' },
  { key: 'warm200', page: '/home warm', label: 'static responses 200', unit: 'count' },
  { key: 'warmCached', page: '/home warm', label: 'static files from cache (no request)', unit: 'count' },
  { key: 'repeatRendered', page: '/home repeat, worker', label: 'app rendered (runs)', unit: 'runs' },
  { key: 'repeatStreak', page: '/home repeat, worker', label: "'오늘은 작심 N일' with data", unit: 'ms' },
  // A budget of 0 bytes is broken by any run: the worst one, not the median.
  { key: 'repeatCodeBytes', page: '/home repeat, worker', label: 'code bytes from the network (worst run)', unit: 'bytes', worst: true },
  { key: 'repeatCodeFromWorker', page: '/home repeat, worker', label: 'code files from the worker', unit: 'count' },
  { key: 'repeatNetwork', page: '/home repeat, worker', label: 'requests to the network (API aside)', unit: 'count' },
] as const satisfies readonly { key: string; page: string; label: string; unit: Unit; worst?: boolean }[];

type MetricKey = (typeof METRICS)[number]['key'];
/** One run on one host: every metric, null when the page never reported it. */
export type Sample = Record<MetricKey, number | null>;

/** The middle value (mean of the two middle ones for an even count), ignoring missing values; null if none. */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

export interface LayoutShift {
  value: number;
  /** ms since the navigation started. */
  startTime: number;
}

/**
 * Cumulative layout shift as Chrome defines it: shifts grouped into session windows (a window ends
 * after 1 s without a shift or 5 s after it began), and the score is the largest window's sum.
 * Shifts right after input are left out by the page probe before they get here.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    best = Math.max(best, windowSum);
  }
  return best;
}

/** The largest value, ignoring missing ones; null if none. */
function worstOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return present.length === 0 ? null : Math.max(...present);
}

/**
 * Every metric over a host's runs: the median, the largest for a `worst` metric, or for a `runs`
 * metric the number of runs that saw it.
 */
export function aggregateSamples(samples: readonly Sample[]): Sample {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const values = samples.map((sample) => sample[metric.key]);
      if (metric.unit === 'runs') return [metric.key, values.filter((value) => value === 1).length];
      return [metric.key, 'worst' in metric && metric.worst ? worstOf(values) : median(values)];
    }),
  ) as Sample;
}

const MINUS = '−';

function formatValue(unit: Unit, value: number, runs?: number): string {
  switch (unit) {
    case 'runs':
      return runs === undefined ? String(value) : `${value}/${runs}`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'score':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1000).toFixed(1)} KB`;
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
  }
}

/** Node layer minus static host, signed, with the change in percent where a ratio means something. */
export function formatDifference(unit: Unit, node: number | null, nginx: number | null): string {
  if (node === null || nginx === null) return 'n/a';
  const delta = node - nginx;
  const sign = delta > 0 ? '+' : delta < 0 ? MINUS : '±';
  const magnitude = formatValue(unit, Math.abs(delta));
  if ((unit === 'ms' || unit === 'bytes') && nginx > 0 && delta !== 0) {
    const percent = Math.round((Math.abs(delta) / nginx) * 100);
    return `${sign}${magnitude} (${sign}${percent}%)`;
  }
  return `${sign}${magnitude}`;
}

/** Rows of the comparison (aggregateSamples of `runs` runs per host): page | metric | Node layer | static (nginx) | difference. */
export function comparisonRows(aggregates: Record<HostName, Sample>, runs: number): string[][] {
  return METRICS.map(({ key, page, label, unit }) => {
    const node = aggregates.node[key];
    const nginx = aggregates.nginx[key];
    const cell = (value: number | null) => (value === null ? 'n/a' : formatValue(unit, value, runs));
    return [page, label, cell(node), cell(nginx), formatDifference(unit, node, nginx)];
  });
}

/** Columns a text takes in a terminal: Hangul and other East Asian wide characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const wide = (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xff00 && code <= 0xff60);
    width += wide ? 2 : 1;
  }
  return width;
}

/** A plain-text table: the text columns left-aligned, the figures right-aligned, a rule under the header. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => displayWidth(row[column] ?? ''))));
  const pad = (text: string, column: number) => {
    const fill = ' '.repeat(widths[column]! - displayWidth(text));
    return column < 2 ? text + fill : fill + text;
  };
  const line = (row: readonly string[]) => row.map((cell, column) => pad(cell, column)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const TABLE_HEADER = ['page', 'metric', HOST_LABELS.node, HOST_LABELS.nginx, 'difference'] as const;

/** The goal of 1.75× plus the 10% this machine's run-to-run noise needs (docs/budgets.md). */
const BELL_RATIO_LIMIT = 1.75 * 1.1;
/** The streak goals (a cold /home 0.7 s, a repeat visit with the worker 0.6 s) plus about 15% for this machine (docs/budgets.md). */
const COLD_STREAK_LIMIT_MS = 800;
const REPEAT_STREAK_LIMIT_MS = 690;
/** /login's link: a quarter of the original product's (about 0.5 s; the original is not in this repo to run beside it), plus about 15%. */
const LOGIN_LIVE_LIMIT_MS = 580;

/**
 * What a person waits for, against the product's budgets (docs/budgets.md). First visits with the
 * service worker allowed hold the same ones: it must add nothing to their critical path (ADR 0015).
 * Printed as `pnpm bench` budget lines, per host; `enforced` ones fail `bench:hosting --check`.
 */
const EXPERIENCE_BUDGETS = [
  { key: 'loginLive', what: '/login sign-in link live (throttled)', unit: 'ms', limit: LOGIN_LIVE_LIMIT_MS, enforced: true },
  { key: 'homeStreak', what: '/home cold: real streak (throttled)', unit: 'ms', limit: COLD_STREAK_LIMIT_MS, enforced: true },
  { key: 'warmStreak', what: '/home warm: real streak (throttled)', unit: 'ms', limit: 1000, enforced: false },
  { key: 'swLoginLive', what: '/login + worker: sign-in link live', unit: 'ms', limit: LOGIN_LIVE_LIMIT_MS, enforced: true },
  { key: 'swHomeStreak', what: '/home + worker cold: real streak', unit: 'ms', limit: COLD_STREAK_LIMIT_MS, enforced: true },
  { key: 'repeatCodeBytes', what: '/home repeat, worker: code bytes from network (worst run)', unit: 'bytes', limit: 0, enforced: true },
  { key: 'repeatStreak', what: '/home repeat, worker: real streak', unit: 'ms', limit: REPEAT_STREAK_LIMIT_MS, enforced: true },
  // A painted control answers its first tap (ADR 0024): in no run is it lost, cold or warm.
  { key: 'bellLost', what: '/home cold: runs whose first tap on the bell was lost', unit: 'runs', limit: 0, enforced: true },
  { key: 'warmBellLost', what: '/home warm: runs whose first tap on the bell was lost', unit: 'runs', limit: 0, enforced: true },
  { key: 'rowLost', what: "/mypage cold: runs whose first tap on a row was lost", unit: 'runs', limit: 0, enforced: true },
  { key: 'warmRowLost', what: "/mypage warm: runs whose first tap on a row was lost", unit: 'runs', limit: 0, enforced: true },
  { key: 'bellRatio', what: "/home cold: the bell's list opened, × the bell's paint", unit: 'ratio', limit: BELL_RATIO_LIMIT, enforced: true },
] as const satisfies ReadonlyArray<{ key: keyof Sample; what: string; unit: 'ms' | 'bytes' | 'runs' | 'ratio'; limit: number; enforced: boolean }>;

const budgetFigure = (unit: 'ms' | 'bytes' | 'runs' | 'ratio', value: number) =>
  unit === 'ms' ? `${(value / 1000).toFixed(2)} s` : unit === 'bytes' ? `${value} B` : unit === 'ratio' ? `${value.toFixed(2)}x` : String(value);

/** The budget lines of one host, and which enforced budgets are over (or not measured). */
export function experienceBudgets(aggregate: Sample, hostLabel: string): { lines: string[]; failed: string[] } {
  const failed: string[] = [];
  const lines = EXPERIENCE_BUDGETS.map(({ key, what, unit, limit, enforced }) => {
    const value = aggregate[key];
    const measured = value !== null && !Number.isNaN(value);
    const verdict = !measured ? 'OVER (not measured)' : value <= limit ? 'OK' : 'OVER';
    if (enforced && verdict !== 'OK') failed.push(`${what}, ${hostLabel}`);
    return budgetLine(`${what}, ${hostLabel}`, measured ? budgetFigure(unit, value) : '-', '≤', budgetFigure(unit, limit), verdict);
  });
  return { lines, failed };
}
