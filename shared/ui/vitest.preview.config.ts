import { defineConfig } from 'vitest/config';

// `pnpm preview`: renders preview pages (not tests; kept out of `pnpm test`).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/*.preview.tsx'],
  },
});
