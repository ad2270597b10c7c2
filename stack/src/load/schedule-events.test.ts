import assert from 'node:assert/strict';
import test from 'node:test';
import { scheduleEvents } from './run-load';

test('an event that asks for it keeps the users going past its own end; others do not', async () => {
  const asked: number[] = [];
  const began = performance.now();
  const before = Date.now();
  const records = await scheduleEvents(
    [
      { name: 'kill', atMs: 0, run: () => {} },
      { name: 'restart', atMs: 5, run: () => new Promise((resolve) => setTimeout(resolve, 20)), keepLoadAfterMs: 10_000 },
    ],
    began,
    (until) => asked.push(until),
  );
  assert.deepEqual(records.map((r) => [r.name, r.error]), [['kill', null], ['restart', null]]);
  assert.equal(asked.length, 1, 'only the restart asks');
  // From when the restart was done (≥ 25 ms in), not from when it was planned.
  assert.ok(asked[0]! >= before + 25 + 10_000, `${asked[0]! - before} ms`);
});
