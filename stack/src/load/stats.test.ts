import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile, summarize, type Sample } from './stats';

test('percentile is nearest-rank over the sorted samples', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(sorted, 50), 50);
  assert.equal(percentile(sorted, 99), 99);
  assert.equal(percentile(sorted, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), 0);
});

test('summarize counts throughput, per-kind latency and errors by status', () => {
  const samples: Sample[] = [
    { kind: 'GET /a', ms: 10, outcome: 200, ok: true },
    { kind: 'GET /a', ms: 30, outcome: 200, ok: true },
    { kind: 'POST /b', ms: 20, outcome: 500, ok: false },
    { kind: 'POST /b', ms: 40, outcome: 'network', ok: false },
    { kind: 'POST /b', ms: 5, outcome: 201, ok: true },
  ];
  const summary = summarize(samples, 2000);
  assert.equal(summary.requests, 5);
  assert.equal(summary.requestsPerSecond, 2.5);
  assert.equal(summary.errors, 2);
  assert.deepEqual(summary.errorsByStatus, { '500': 1, network: 1 });
  assert.deepEqual(summary.kinds.map((k) => [k.kind, k.count, k.errors, k.p50, k.p99]), [
    ['POST /b', 3, 2, 20, 40],
    ['GET /a', 2, 0, 10, 30],
  ]);
  assert.equal(summary.overall.p50, 20);
  assert.equal(summary.overall.max, 40);
});
