// The steady-rate schedule and its figures, on a fake clock (no timed assertions).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPacer, pacedFigures, type PacedSample } from './pacer';

test('500/s is one request due every 2 ms from the start, not a burst per second', () => {
  const pacer = createPacer(500, 5000, 1000);
  assert.equal(pacer.dueAt(0), 1000);
  assert.equal(pacer.dueAt(1), 1002);
  assert.equal(pacer.dueAt(499), 1998);
  assert.equal(pacer.dueAt(4999), 1000 + 4999 * 2);
  // Half a millisecond in, only the first is due; the second waits 1.5 ms.
  assert.deepEqual(pacer.take(1000.5), [0]);
  assert.equal(pacer.waitFrom(1000.5), 1.5);
  assert.deepEqual(pacer.take(1001.9), []);
  assert.deepEqual(pacer.take(1002), [1]);
});

test('after a stall every overdue request is handed out at once, each keeping its own due time', () => {
  const pacer = createPacer(500, 5000, 0);
  assert.deepEqual(pacer.take(0), [0]);
  // The generator slept 9 ms: requests 1–4 (due at 2, 4, 6, 8) are all overdue now.
  assert.deepEqual(pacer.take(9), [1, 2, 3, 4]);
  assert.equal(pacer.waitFrom(9), 1);
  assert.equal(pacer.waitFrom(12), 0);
});

test('the schedule ends after rate × seconds requests', () => {
  const pacer = createPacer(500, 10, 0);
  assert.equal(pacer.take(1_000_000).length, 10);
  assert.deepEqual(pacer.take(2_000_000), []);
  assert.equal(pacer.waitFrom(2_000_000), null);
});

test('figures: exact nearest-rank percentiles, errors and answered rate', () => {
  // 1000 samples of 1..1000 ms, shuffled; the last 10 failed.
  const samples: PacedSample[] = Array.from({ length: 1000 }, (_, k) => ({ latencyMs: k + 1, sendLagMs: k < 990 ? 0.5 : 4, ok: k < 990 }));
  samples.sort(() => Math.random() - 0.5);
  const figures = pacedFigures(samples, 2000);
  assert.equal(figures.p50, 500);
  assert.equal(figures.p99, 990);
  assert.equal(figures.max, 1000);
  assert.equal(figures.errors, 10);
  assert.equal(figures.count, 1000);
  // 990 answered in 2 s.
  assert.equal(figures.rps, 495);
  // 1% of sends were 4 ms late: the 99th percentile is the last on-time one.
  assert.equal(figures.sendLagP99, 0.5);
});

test('latency counts from the due time: a server stall shows in every request queued behind it', () => {
  // A 100 ms stall at 500/s delays 50 requests by 100…2 ms; measured from their send time they would
  // all look fast, measured from their due time the p99 shows the stall.
  const samples: PacedSample[] = [
    ...Array.from({ length: 950 }, () => ({ latencyMs: 1, sendLagMs: 0, ok: true })),
    ...Array.from({ length: 50 }, (_, k) => ({ latencyMs: 100 - 2 * k + 1, sendLagMs: 0, ok: true })),
  ];
  assert.ok(pacedFigures(samples, 2000).p99 >= 80);
});

test('no samples: zeros, not NaN', () => {
  const figures = pacedFigures([], 0);
  assert.deepEqual([figures.rps, figures.p50, figures.p99, figures.max, figures.errors], [0, 0, 0, 0, 0]);
});
