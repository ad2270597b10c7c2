// `pnpm test`: every suite, stopping at the first group with a failure (as `a && b` would), then a table
// of how long each step took: CI shows the end of its output, and CI must stay well under 30 minutes.
// Steps in one group run side by side, their output shown whole when the group ends (docs/testing.md).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * In order; a group's steps side by side. Lint and the size guard are one process each beside work that
 * leaves a core; the PostgreSQL pass and the topology were both built to pass on a loaded machine, and the
 * topology spends much of its time waiting.
 */
export const STEPS = [['typecheck', 'lint'], ['test:unit'], ['test:e2e'], ['test:api:pg', 'test:topology'], ['test:engines', 'test:size']];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

/**
 * Runs `groups` in order with `run(step, alone)` (a promise of its exit status; `alone` is false beside
 * another step) until a group has a failure; returns the exit code and the table's lines. `now` is the
 * clock, so a test can give it one.
 */
export async function runSteps(groups, run, now = Date.now) {
  const began = now();
  const timings = [];
  let failed = false;
  for (const group of groups) {
    const results = await Promise.all(
      group.map(async (step) => {
        const started = now();
        const status = await run(step, group.length === 1);
        return { step, ms: now() - started, status, beside: group.filter((other) => other !== step) };
      }),
    );
    timings.push(...results);
    if (results.some(({ status }) => status !== 0)) {
      failed = true;
      break;
    }
  }
  const lines = ['pnpm test, time per step:'];
  for (const { step, ms, status, beside } of timings) {
    const note = [status === 0 ? '' : 'FAILED', beside.length ? `beside ${beside.join(', ')}` : ''].filter(Boolean).join('  ');
    lines.push(`  ${step.padEnd(14)} ${seconds(ms)}${note ? `  ${note}` : ''}`);
  }
  const ran = new Set(timings.map(({ step }) => step));
  for (const step of groups.flat().filter((step) => !ran.has(step))) lines.push(`  ${step.padEnd(14)}     -   not run`);
  lines.push(`  ${'total'.padEnd(14)} ${seconds(now() - began)}`);
  return { exitCode: failed ? 1 : 0, lines };
}

/** `pnpm <step>`: its output straight through when alone, else kept and printed whole once it ends. */
function pnpm(step, alone) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', [step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n===== pnpm ${step} (ran beside another step) =====\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, lines } = await runSteps(STEPS, pnpm);
  console.log(`\n${lines.join('\n')}`);
  process.exitCode = exitCode;
}
