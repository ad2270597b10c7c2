import { defineConfig } from 'vitest/config';

// A real cluster starts in a few seconds; more on a busy 2-core machine.
export default defineConfig({ test: { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } });
