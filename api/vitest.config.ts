import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: [
      // Process tests run the compiled server (dist/main.js), built here once per run when stale.
      'test/build-api.ts',
      // The migrated PGlite every test database is loaded from, made once per run, not per test file.
      'test/pglite-templates.ts',
    ],
    // Each server test migrates a fresh in-memory PGlite (WASM): give it time on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
