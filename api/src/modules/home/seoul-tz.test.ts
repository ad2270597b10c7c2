// docs/decisions.md: "A server in any time zone gives the same answers". Re-runs the home and notification
// server tests in a child process with TZ=America/Los_Angeles (UTC−8/−7, so Seoul's calendar day and the
// local one differ for most of the day), so `pnpm test` always covers it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FAR_ZONE = 'America/Los_Angeles';
const isChild = process.env.MOMENTUM_TZ_CHILD === '1';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// One test either way (no skipped tests): the parent spawns, the child checks it really is far away.
describe(`home under TZ=${FAR_ZONE}`, () => {
  it(isChild ? 'runs in the far zone' : 'passes every home and notification server test', () => {
    if (isChild) {
      expect(process.env.TZ).toBe(FAR_ZONE);
      expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(480);
      return;
    }
    const result = spawnSync(
      process.execPath,
      [path.join(apiDir, 'node_modules/vitest/vitest.mjs'), 'run', 'src/modules/home', 'src/modules/notifications', 'src/time'],
      {
        cwd: apiDir,
        env: { ...process.env, TZ: FAR_ZONE, MOMENTUM_TZ_CHILD: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        encoding: 'utf8',
        timeout: 170_000,
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    // The child ran the real suites (and the zone check), not nothing.
    expect(output).toMatch(/home-streak\.test\.ts/);
    expect(output).toMatch(/Test Files\s+5 passed/);
  }, 180_000);
});
