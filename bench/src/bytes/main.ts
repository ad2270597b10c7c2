// `pnpm bench:bytes`: what a phone downloads. Builds if needed, starts the production stack on ports
// shifted by E2E_PORT_OFFSET (default 100, so a running e2e suite keeps 3100–3104/4100/4110), seeds a
// user, records the visits in Chromium and prints the figures beside their budgets (docs/budgets.md).
// Exit code 0 whatever the figures (a benchmark, not a test); 1 when it could not measure.
// `--check` (the test command's size guard, `pnpm test:size`): exit 1 as well when a budget is over,
// or when a served folder exposes source maps or build metadata (served-output.ts).

// The e2e fixtures read the offset when first imported: set it before importing them.
process.env.E2E_PORT_OFFSET ??= '100';

const { buildIfMissing, seedUser, startStack } = await import('./stack');
const { runVisits } = await import('./visits');
const { overBudget, printReport } = await import('./report');
const { buildOutputProblems, servedMapProblems } = await import('./served-output');
const check = process.argv.includes('--check');

buildIfMissing();
const started = Date.now();
const stack = await startStack();
try {
  console.log(`bench: stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (E2E_PORT_OFFSET=${process.env.E2E_PORT_OFFSET})`);
  const { account } = await seedUser();
  const { visits, shareScope } = await runVisits(account);
  printReport(visits, shareScope);
  const twice = shareScope.singletons.filter((s) => s.loaded.length > 1).map((s) => `${s.name} loaded ${s.loaded.length}×`);
  const over = [...overBudget(visits), ...twice];
  const exposed = check ? [...buildOutputProblems(), ...(await servedMapProblems())] : [];
  if (check && over.length > 0) {
    console.error(`bench: over budget: ${over.join('; ')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log('bench: every first-visit budget holds');
  }
  if (exposed.length > 0) {
    console.error(`bench: the served build exposes sources:\n  ${exposed.join('\n  ')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log('bench: no source map or build metadata served; every script has its map in dist-sourcemaps/');
  }
} catch (error) {
  console.error('bench: could not measure:', error);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
export {};
