// The schedule of an open-loop load at a steady rate (as wrk2 runs it): request i is due at
// start + i × interval, whatever happened to the requests before it. Pure, so the pacing and the
// figures have unit tests with a fake clock; paced-load.ts drives it with real time and sockets.
import { percentile } from '@momentum/stack/load';

export interface Pacer {
  /** When request i is due (ms on the clock the pacer was started with). */
  dueAt(i: number): number;
  /**
   * Indices of the requests due at `now` not yet handed out, in order. After a stall (a busy
   * generator, a late timer) every overdue request comes at once: the rate is kept, and each one's
   * latency still counts from its own due time.
   */
  take(now: number): number[];
  /** ms from `now` to the next due request (0 when one is overdue); null when all were handed out. */
  waitFrom(now: number): number | null;
}

export function createPacer(ratePerSecond: number, total: number, start: number): Pacer {
  const interval = 1000 / ratePerSecond;
  const dueAt = (i: number) => start + i * interval;
  let next = 0;
  return {
    dueAt,
    take(now) {
      const due: number[] = [];
      while (next < total && dueAt(next) <= now) due.push(next++);
      return due;
    },
    waitFrom(now) {
      return next >= total ? null : Math.max(0, dueAt(next) - now);
    },
  };
}

export interface PacedSample {
  /** From the request's due time to the end of its answer (or its failure), in ms. */
  latencyMs: number;
  /** How late the generator sent it after its due time, in ms (its own part of latencyMs). */
  sendLagMs: number;
  ok: boolean;
}

export interface PacedFigures {
  /** Requests answered per second over the run (the due span plus the last answer's wait). */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  /** p99 of the generator's own lateness: high means the machine, not the server, was slow. */
  sendLagP99: number;
  count: number;
}

/** Exact percentiles over every sample (5,000 at 500/s × 10 s: no histogram needed). */
export function pacedFigures(samples: readonly PacedSample[], elapsedMs: number): PacedFigures {
  const latencies = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const lags = samples.map((s) => s.sendLagMs).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: elapsedMs > 0 ? (samples.filter((s) => s.ok).length * 1000) / elapsedMs : 0,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors: samples.filter((s) => !s.ok).length,
    sendLagP99: round(percentile(lags, 99)),
    count: samples.length,
  };
}
