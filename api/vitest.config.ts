import { defineConfig } from 'vitest/config';

/**
 * docs/decisions.md: a server in any time zone gives the same answers. UTC−8/−7, so Seoul's calendar
 * day and the local one differ for most of the day.
 */
export const FAR_ZONE = 'America/Los_Angeles';
/** Every rule that counts Seoul days is tested by these, run a second time in FAR_ZONE. */
export const FAR_ZONE_TESTS = ['src/modules/home/**/*.test.ts', 'src/modules/notifications/**/*.test.ts'];

const common = {
  environment: 'node',
  // Each server test loads a fresh in-memory PGlite (WASM): give it time on a busy 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // One module graph per worker, not per file: a fresh process per file re-imports Fastify, the AWS SDK,
  // sharp and PGlite for each (docs/toolchain.md). Each test builds its own app and database; a test that
  // changes a global (console, timers) restores it in afterEach.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Once per run for both projects (the projects have none of their own; they get what it provides).
    globalSetup: [
      // Process tests run the compiled server (dist/main.js), built here once per run when stale.
      'test/build-api.ts',
      // The PGlite data dirs every test database is loaded from, made once per run, not per test file.
      'test/pglite-templates.ts',
    ],
    projects: [
      { test: { ...common, name: 'api', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      // Its worker processes are started with TZ set, as a server started in that zone is.
      { test: { ...common, name: 'far-zone', include: FAR_ZONE_TESTS, env: { TZ: FAR_ZONE } } },
    ],
  },
});
