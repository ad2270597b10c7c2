import assert from 'node:assert/strict';
import test from 'node:test';
import { runSteps, STEPS } from './test-steps.mjs';

/** A clock that moves 1 s on every reading past the run's start. */
const ticking = () => {
  let t = 0;
  return () => (t += 1000);
};

test('runs every group in order and times each step', async () => {
  const ran = [];
  const { exitCode, lines } = await runSteps([['a'], ['b']], async (step) => (ran.push(step), 0), ticking());
  assert.deepEqual(ran, ['a', 'b']);
  assert.equal(exitCode, 0);
  assert.deepEqual(lines, ['pnpm test, time per step:', '  a                  1 s', '  b                  1 s', '  total              5 s']);
});

test("starts a group's steps together, tells each it is not alone, and waits for all", { timeout: 5000 }, async () => {
  const events = [];
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const run = async (step, alone) => {
    events.push(`start ${step} ${alone ? 'alone' : 'beside'}`);
    if (step === 'x') await gate;
    if (step === 'y') release();
    events.push(`end ${step}`);
    return 0;
  };
  const { exitCode, lines } = await runSteps([['x', 'y'], ['z']], run, ticking());
  assert.equal(exitCode, 0);
  // y starts before x has ended (x waits for y), and z only after both.
  assert.deepEqual(events, ['start x beside', 'start y beside', 'end y', 'end x', 'start z alone', 'end z']);
  assert.match(lines[1], /^ {2}x +\d+ s {2}beside y$/);
});

test('stops after the first group with a failure, names it and the steps not run, and exits 1', async () => {
  const ran = [];
  const run = async (step) => (ran.push(step), step === 'b' ? 2 : 0);
  const { exitCode, lines } = await runSteps([['a'], ['b', 'c'], ['d']], run, ticking());
  assert.deepEqual(ran, ['a', 'b', 'c']);
  assert.equal(exitCode, 1);
  assert.match(lines[2], /^ {2}b +\d+ s {2}FAILED {2}beside c$/);
  assert.match(lines[4], /^ {2}d +- {3}not run$/);
});

test('the topology runs after the build it needs (test:e2e builds the front end)', () => {
  const order = STEPS.flat();
  assert.ok(order.indexOf('test:topology') > order.indexOf('test:e2e'));
  assert.ok(order.indexOf('test:engines') > order.indexOf('test:e2e'));
});
