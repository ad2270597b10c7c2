// What one Lighthouse run says about a page, read from its result (LHR): the metrics with a budget,
// where the score's points went, and the diagnostics that name a cause (the LCP element and its phases,
// the elements that shifted, render-blocking requests). Medians over runs come from here too.

/** The part of Lighthouse's result this bench reads (the full type is lighthouse's `LH.Result`). */
export interface LighthouseResult {
  categories: { performance?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, LighthouseAudit | undefined>;
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
}
interface LighthouseAudit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: unknown[] };
}

/** The numbers of a run, and of the medians over runs. */
export interface PageMedians {
  /** 0–100. */
  score: number;
  /** Milliseconds, except CLS (unitless). */
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
}

export interface PageRun extends PageMedians {
  /** Points of the 100 each metric cost: weight × (1 − metric score). */
  lostPoints: Record<string, number>;
  lcpElement: string;
  /** TTFB, load delay, load time, render delay of the LCP (ms), when Lighthouse gave them. */
  lcpPhases: Record<string, number>;
  shifts: { element: string; score: number }[];
  renderBlocking: { url: string; wastedMs: number }[];
  warnings: string[];
  /** Lighthouse's CPU benchmark of the machine during the run: below ~1000 it warns the CPU is slow. */
  benchmarkIndex: number | null;
}

const METRIC_NAMES: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

function numeric(result: LighthouseResult, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`lighthouse result has no ${id}`);
  return value;
}

function items(result: LighthouseResult, id: string): Record<string, unknown>[] {
  return (result.audits[id]?.details?.items ?? []) as Record<string, unknown>[];
}

function nodeLabel(node: unknown): string {
  const n = node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  if (!n) return '?';
  const label = n.nodeLabel && n.nodeLabel !== n.snippet ? `${n.nodeLabel} ` : '';
  return `${label}${n.snippet ?? n.selector ?? ''}`.replace(/\s+/g, ' ').slice(0, 140);
}

/** `largest-contentful-paint-element` holds two tables: the element, then its phases. */
function lcpDetails(result: LighthouseResult): { element: string; phases: Record<string, number> } {
  const tables = items(result, 'largest-contentful-paint-element') as { items?: Record<string, unknown>[] }[];
  const elementRow = tables[0]?.items?.[0] ?? (tables[0] as Record<string, unknown> | undefined);
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = row.timing;
  }
  return { element: elementRow?.node ? nodeLabel(elementRow.node) : 'none', phases };
}

export function readRun(result: LighthouseResult): PageRun {
  const performance = result.categories.performance;
  if (!performance || performance.score === null) throw new Error('lighthouse gave no performance score');
  const lostPoints: Record<string, number> = {};
  for (const ref of performance.auditRefs) {
    const name = METRIC_NAMES[ref.id];
    if (!name || ref.weight === 0) continue;
    lostPoints[name] = ref.weight * (1 - (result.audits[ref.id]?.score ?? 0));
  }
  const lcp = lcpDetails(result);
  return {
    score: Math.round(performance.score * 100),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    fcp: numeric(result, 'first-contentful-paint'),
    speedIndex: numeric(result, 'speed-index'),
    lostPoints,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    shifts: items(result, 'layout-shifts').map((row) => ({ element: nodeLabel(row.node), score: Number(row.score ?? 0) })),
    renderBlocking: items(result, 'render-blocking-resources').map((row) => ({ url: String(row.url), wastedMs: Number(row.wastedMs ?? 0) })),
    warnings: result.runWarnings ?? [],
    benchmarkIndex: result.environment?.benchmarkIndex ?? null,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median over the runs (so one slow run moves no figure). */
export function medians(runs: PageRun[]): PageMedians {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  return {
    score: of((r) => r.score),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    fcp: of((r) => r.fcp),
    speedIndex: of((r) => r.speedIndex),
  };
}

/** The run whose score is the median one: its diagnostics are the ones printed. */
export function medianRun(runs: PageRun[]): PageRun {
  const target = median(runs.map((r) => r.score));
  return [...runs].sort((a, b) => Math.abs(a.score - target) - Math.abs(b.score - target))[0]!;
}
