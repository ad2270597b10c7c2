import assert from 'node:assert/strict';
import test from 'node:test';
import { runSteps } from './test-steps.mjs';

/** A clock that moves 1 s on every reading past the run's start. */
const ticking = () => {
  let t = 0;
  return () => (t += 1000);
};

test('runs every step in order and times each', () => {
  const ran = [];
  const { exitCode, lines } = runSteps(['a', 'b'], (step) => (ran.push(step), 0), ticking());
  assert.deepEqual(ran, ['a', 'b']);
  assert.equal(exitCode, 0);
  assert.deepEqual(lines, ['pnpm test, time per step:', '  a                  1 s', '  b                  1 s', '  total              5 s']);
});

test('stops at the first failing step, names it and the steps not run, and exits 1', () => {
  const ran = [];
  const { exitCode, lines } = runSteps(['a', 'b', 'c'], (step) => (ran.push(step), step === 'b' ? 2 : 0), ticking());
  assert.deepEqual(ran, ['a', 'b']);
  assert.equal(exitCode, 1);
  assert.match(lines[2], /^ {2}b +1 s {2}FAILED$/);
  assert.match(lines[3], /^ {2}c +- {3}not run$/);
});
