// `pnpm test`: every suite, one after another, stopping at the first that fails (as `a && b` would),
// then a table of how long each step took. CI shows the end of its output, so the table is what tells
// the next person where the run's time went (CI must stay well under 30 minutes).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const STEPS = ['typecheck', 'lint', 'test:unit', 'test:api:pg', 'test:e2e', 'test:engines', 'test:topology', 'test:size'];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

/**
 * Runs `steps` in order with `run(step)` (its exit status) until one fails; returns the exit code and
 * the table's lines. `now` is the clock, so a test can give it one.
 */
export function runSteps(steps, run, now = Date.now) {
  const began = now();
  const timings = [];
  for (const step of steps) {
    const started = now();
    const status = run(step);
    timings.push({ step, ms: now() - started, status });
    if (status !== 0) break;
  }
  const lines = ['pnpm test, time per step:'];
  for (const { step, ms, status } of timings) lines.push(`  ${step.padEnd(14)} ${seconds(ms)}${status === 0 ? '' : '  FAILED'}`);
  for (const step of steps.slice(timings.length)) lines.push(`  ${step.padEnd(14)}     -   not run`);
  lines.push(`  ${'total'.padEnd(14)} ${seconds(now() - began)}`);
  const failed = timings.some(({ status }) => status !== 0);
  return { exitCode: failed ? 1 : 0, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, lines } = runSteps(STEPS, (step) => spawnSync('pnpm', [step], { stdio: 'inherit' }).status ?? 1);
  console.log(`\n${lines.join('\n')}`);
  process.exitCode = exitCode;
}
