import { defineConfig } from 'vitest/config';

// Node by default (the build and the server side); the browser side's tests say `@vitest-environment jsdom`.
export default defineConfig({ test: { environment: 'node' } });
