// @ts-check
// The test settings of the apps, whose tests render whole screens in jsdom, so a page test means the same in
// each. Plain JavaScript: vitest loads a config's workspace imports with Node, which does not read TypeScript.

/**
 * A screen rendered with user-event takes a few seconds when the machine's two cores are shared with
 * other suites (`pnpm test` runs packages side by side); vitest's 5 s default then fails a test that is
 * only slow. The timeout guards against a hang, it is not a speed claim.
 */
const PAGE_TEST_TIMEOUT_MS = 20_000;

/** @returns {import('vitest/config').ViteUserConfig} */
export function pageTestConfig() {
  return { test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'], testTimeout: PAGE_TEST_TIMEOUT_MS } };
}
