// docs/decisions.md: "A server in any time zone gives the same answers". Re-runs the home and notification
// server tests, and the Seoul calendar's own tests in @momentum/contracts, in child processes with
// TZ=America/Los_Angeles (UTC−8/−7, so Seoul's calendar day and the local one differ for most of the
// day), so `pnpm test` always covers it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FAR_ZONE = 'America/Los_Angeles';
const isChild = process.env.MOMENTUM_TZ_CHILD === '1';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contractsDir = path.resolve(apiDir, '..', 'shared', 'contracts');

/** `vitest run <files>` of the package in `dir`, in the far zone; its whole output, after it passed. */
function runInFarZone(dir: string, files: string[]): string {
  const result = spawnSync(process.execPath, [path.join(dir, 'node_modules/vitest/vitest.mjs'), 'run', ...files], {
    cwd: dir,
    env: { ...process.env, TZ: FAR_ZONE, MOMENTUM_TZ_CHILD: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 170_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  return output;
}

// One test either way (no skipped tests): the parent spawns, the child checks it really is far away.
describe(`home under TZ=${FAR_ZONE}`, () => {
  it(isChild ? 'runs in the far zone' : 'passes every home, notification and Seoul calendar test', () => {
    if (isChild) {
      expect(process.env.TZ).toBe(FAR_ZONE);
      expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(480);
      return;
    }
    // The children ran the real suites (and the zone check), not nothing.
    const server = runInFarZone(apiDir, ['src/modules/home', 'src/modules/notifications']);
    expect(server).toMatch(/home-streak\.test\.ts/);
    expect(server).toMatch(/Test Files\s+4 passed/);
    const calendar = runInFarZone(contractsDir, ['src/seoul-calendar.test.ts']);
    expect(calendar).toMatch(/seoul-calendar\.test\.ts/);
    expect(calendar).toMatch(/Test Files\s+1 passed/);
  }, 180_000);
});
