// `pnpm bench:bytes`: what a phone downloads, on the production stack at E2E_PORT_OFFSET (default 100),
// beside the budgets (docs/budgets.md). Exit 1 only when it could not measure, or with `--check`
// (`pnpm test:size`) when a budget is over or a served folder exposes sources (served-output.ts).

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
