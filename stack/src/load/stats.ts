// Latency samples of the load run and their summary: throughput, p50/p99 per request kind and overall,
// errors by status. Pure functions, so the figures have unit tests of their own.

/** What one request ended with: an HTTP status, or 'network' when no answer came at all. */
export type Outcome = number | 'network';

export interface Sample {
  /** The route pattern with the method, e.g. `POST /api/bucket` (ids never appear in a kind). */
  kind: string;
  ms: number;
  outcome: Outcome;
  /** The outcome is one the flow expected (2xx, or the dev provider's 302). */
  ok: boolean;
}

interface KindSummary {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  overall: KindSummary;
  kinds: KindSummary[];
  /** `{ "500": 2, "network": 1 }`: every unexpected outcome, whatever its kind. */
  errorsByStatus: Record<string, number>;
  errors: number;
}

/** Nearest-rank percentile of ascending `sorted` (p in 0–100); 0 for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

function summarizeKind(kind: string, samples: readonly Sample[]): KindSummary {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    kind,
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export function summarize(samples: readonly Sample[], elapsedMs: number): LoadSummary {
  const byKind = new Map<string, Sample[]>();
  const errorsByStatus: Record<string, number> = {};
  for (const sample of samples) {
    const list = byKind.get(sample.kind) ?? [];
    list.push(sample);
    byKind.set(sample.kind, list);
    if (!sample.ok) errorsByStatus[String(sample.outcome)] = (errorsByStatus[String(sample.outcome)] ?? 0) + 1;
  }
  const seconds = elapsedMs / 1000;
  const kinds = [...byKind].map(([kind, list]) => summarizeKind(kind, list)).sort((a, b) => b.count - a.count);
  const overall = summarizeKind('all requests', samples);
  return {
    requests: samples.length,
    seconds,
    requestsPerSecond: seconds > 0 ? samples.length / seconds : 0,
    overall,
    kinds,
    errorsByStatus,
    errors: overall.errors,
  };
}
