// The Lighthouse figures come from these functions: check them on a hand-made result (the shape of
// lighthouse 12's JSON, trimmed to what the bench reads).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, medianRun, medians, readRun, type LighthouseResult, type PageRun } from './figures';

function result(overrides: { score?: number; lcp?: number; tbtScore?: number } = {}): LighthouseResult {
  const metric = (numericValue: number, score = 1) => ({ score, numericValue });
  return {
    categories: {
      performance: {
        score: overrides.score ?? 0.9,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'speed-index', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'interactive', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': metric(900),
      'speed-index': metric(1100),
      'largest-contentful-paint': metric(overrides.lcp ?? 2400, 0.8),
      'total-blocking-time': metric(300, overrides.tbtScore ?? 0.7),
      'cumulative-layout-shift': metric(0.004),
      'largest-contentful-paint-element': {
        score: null,
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { nodeLabel: '모멘텀과 함께', snippet: '<p class="x">' } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 450 }, { phase: 'Render Delay', timing: 1900 }] },
          ],
        },
      },
      'layout-shifts': { score: 1, details: { items: [{ node: { snippet: '<div class="y">' }, score: 0.004 }] } },
      'render-blocking-resources': { score: 1, details: { items: [] } },
    },
    runWarnings: [],
  };
}

test('reads score, metrics, lost points and the LCP diagnostics', () => {
  const run = readRun(result());
  assert.equal(run.score, 90);
  assert.deepEqual([run.lcp, run.tbt, run.cls, run.fcp, run.speedIndex], [2400, 300, 0.004, 900, 1100]);
  // weight × (1 − score): LCP 25 × 0.2, TBT 30 × 0.3; metrics of weight 0 left out.
  assert.equal(run.lostPoints.LCP?.toFixed(1), '5.0');
  assert.equal(run.lostPoints.TBT?.toFixed(1), '9.0');
  assert.equal(run.lostPoints.FCP, 0);
  assert.equal(Object.keys(run.lostPoints).length, 5);
  assert.equal(run.lcpElement, '모멘텀과 함께 <p class="x">');
  assert.deepEqual(run.lcpPhases, { TTFB: 450, 'Render Delay': 1900 });
  assert.deepEqual(run.shifts, [{ element: '<div class="y">', score: 0.004 }]);
});

test('a result without a performance score is an error, not a zero', () => {
  const broken = result();
  broken.categories.performance!.score = null;
  assert.throws(() => readRun(broken), /no performance score/);
});

test('medians per figure, and the median run by score', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]));
  const runs: PageRun[] = [
    readRun(result({ score: 0.95, lcp: 1800 })),
    readRun(result({ score: 0.7, lcp: 4000 })),
    readRun(result({ score: 0.9, lcp: 2100 })),
  ];
  const m = medians(runs);
  assert.equal(m.score, 90);
  assert.equal(m.lcp, 2100);
  assert.equal(medianRun(runs).score, 90);
});
