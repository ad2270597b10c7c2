import assert from 'node:assert/strict';
import test from 'node:test';
import { scheduleEvents } from './run-load';

test('an event that asks for it keeps the users going past its own end; others do not', async () => {
  const asked: number[] = [];
  const began = performance.now();
  let restartDoneAt = 0;
  const records = await scheduleEvents(
    [
      { name: 'kill', atMs: 0, run: () => {} },
      { name: 'restart', atMs: 5, run: () => new Promise((resolve) => setTimeout(() => { restartDoneAt = Date.now(); resolve(); }, 20)), keepLoadAfterMs: 10_000 },
    ],
    began,
    (until) => asked.push(until),
  );
  assert.deepEqual(records.map((r) => [r.name, r.error]), [['kill', null], ['restart', null]]);
  assert.equal(asked.length, 1, 'only the restart asks');
  // From when the restart was done, not from when it was planned: read on one clock (a timer may fire a
  // millisecond early on another), so a busy machine cannot turn it red.
  assert.ok(asked[0]! >= restartDoneAt + 10_000, `${asked[0]! - restartDoneAt} ms`);
});
