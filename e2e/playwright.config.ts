import { defineConfig } from '@playwright/test';
import { PHONE_BROWSER } from '@momentum/stack/phone-browser';
import { PORT_OFFSET, stackUrls } from '@momentum/stack/stack-config';

/** Specs that count the stack's stored photo files. */
const READS_WHOLE_STACK = /offline-proof\.spec\.ts$/;

const runDir = PORT_OFFSET ? `./.runs/${PORT_OFFSET}` : '.';

// One composed stack (API + five static apps on their own ports) for the whole run, started by
// global-setup from production builds, on ports that do not collide with `pnpm dev`.
export default defineConfig({
  testDir: './tests',
  // README screenshots run only on request (`pnpm screenshots`), never in the normal suite.
  grepInvert: process.env.E2E_SCREENSHOTS ? undefined : /@screenshots/,
  globalSetup: './fixtures/global-setup.ts',
  // A run with another E2E_PORT_OFFSET keeps its own results folder (Playwright empties it at start);
  // the folder names stay `test-results` / `playwright-report`, which git and ESLint already ignore.
  outputDir: `${runDir}/test-results`,
  // Two spec files side by side, each file's tests in order (the machines have 2 cores). Specs share
  // only the stack's API, each with its own users, and their own servers take ports no other spec
  // takes (tests/extra-ports.spec.ts). Figures: docs/testing.md, "Two workers".
  fullyParallel: false,
  workers: 2,
  // A spec that reads what the whole stack stored (the API's photo folder) runs after the others,
  // alone: a file stored by a spec beside it would count as its own. A single file runs with --no-deps.
  projects: [
    { name: 'side-by-side', testIgnore: READS_WHOLE_STACK },
    { name: 'alone', testMatch: READS_WHOLE_STACK, dependencies: ['side-by-side'] },
  ],
  // No retries, in CI either: a test that passes only on a second try is a failure to fix at its cause.
  retries: 0,
  timeout: 60_000,
  // The stack starts in global setup (up to ~30 s on a busy machine); keep the whole run bounded.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `${runDir}/playwright-report` }]],
  // The shell's service worker stays out of the specs unless one asks for it (`serviceWorkers: 'allow'`):
  // requests a worker makes are not routed by page.route, which the fault specs rely on, and a first
  // visit (what most specs are) runs without one anyway: the worker registers after the page loaded.
  use: { baseURL: stackUrls.shell, ...PHONE_BROWSER, serviceWorkers: 'block' },
});
