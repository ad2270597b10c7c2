import { defineConfig } from 'vitest/config';

// `typecheck` runs the *.test-d.ts files through tsc: they prove what the typed call infers and refuses.
export default defineConfig({ test: { environment: 'node', typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] } } });
