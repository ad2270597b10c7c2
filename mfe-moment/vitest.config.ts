import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Page tests render whole screens with user-event; shared 2-core machines need more than 5 s.
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
