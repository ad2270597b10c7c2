// docs/decisions.md: "A server in any time zone gives the same answers". vitest.config.ts runs the home
// and notification tests again as the project far-zone, in FAR_ZONE; the Seoul calendar's own tests (in
// @momentum/contracts) run here in a child process in that zone, so `pnpm test` always covers both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config, { FAR_ZONE, FAR_ZONE_TESTS } from '../../../vitest.config.js';

const inFarZone = process.env.TZ === FAR_ZONE;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contractsDir = path.resolve(apiDir, '..', 'shared', 'contracts');

// One test in either project (no skipped tests).
describe(`home under TZ=${FAR_ZONE}`, () => {
  if (inFarZone) {
    it('runs in the far zone', () => {
      expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(480);
      expect(new Date('2025-07-01T00:00:00Z').getTimezoneOffset()).toBe(420);
    });
    return;
  }

  it('runs every home and notification test there too, and the Seoul calendar tests pass there', () => {
    const projects = (config.test?.projects ?? []) as Array<{ test?: { name?: string; include?: string[]; env?: Record<string, string> } }>;
    const farZone = projects.find((project) => project.test?.name === 'far-zone')?.test;
    expect(farZone?.env?.TZ).toBe(FAR_ZONE);
    expect(farZone?.include).toEqual(FAR_ZONE_TESTS);
    expect(FAR_ZONE_TESTS).toEqual(expect.arrayContaining(['src/modules/home/**/*.test.ts', 'src/modules/notifications/**/*.test.ts']));

    const result = spawnSync(process.execPath, [path.join(contractsDir, 'node_modules/vitest/vitest.mjs'), 'run', 'src/seoul-calendar.test.ts'], {
      cwd: contractsDir,
      env: { ...process.env, TZ: FAR_ZONE, NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
      timeout: 170_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    // The child ran the real suite, not nothing.
    expect(output).toMatch(/seoul-calendar\.test\.ts/);
    expect(output).toMatch(/Test Files\s+1 passed/);
  }, 180_000);
});
