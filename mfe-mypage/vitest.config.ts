import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Whole-page tests with user-event take a few seconds each when the machine's two cores are shared.
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
