// `pnpm bench:lighthouse`: the mobile preset on /login signed out and /home signed in, medians beside
// their budgets, on bench:bytes' stack and user. Exit 0 whatever the figures; 1 when it could not measure.

import type { PageResult } from './report';

// The e2e fixtures read the offset when first imported: set it before importing them.
process.env.E2E_PORT_OFFSET ??= '100';

const { buildIfMissing, seedUser, startStack } = await import('../bytes/stack');
const { runLighthouse, reportDir } = await import('./run-lighthouse');
const { printReport } = await import('./report');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PAGES=/home measures one page only (comparing builds); both by default. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

buildIfMissing();
const started = Date.now();
const stack = await startStack();
try {
  console.log(`lighthouse: stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (E2E_PORT_OFFSET=${process.env.E2E_PORT_OFFSET})`);
  const { account } = await seedUser();
  const pages = ([
    { name: '/login', runs: [] },
    { name: '/home', runs: [] },
  ] as PageResult[]).filter((page) => !ONLY || ONLY.includes(page.name));
  // Interleaved (login, home, login, …) so a slow spell of the machine falls on both pages alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const t = Date.now();
      const signedIn = page.name === '/home';
      const result = await runLighthouse({ path: page.name, account: signedIn ? account : undefined, label: page.name.slice(1), run });
      page.runs.push(result);
      console.log(`lighthouse: ${page.name} run ${run}: ${result.score} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
  }
  printReport(pages, reportDir);
} catch (error) {
  console.error('lighthouse: could not measure:', error);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
export {};
