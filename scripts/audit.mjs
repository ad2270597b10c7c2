#!/usr/bin/env node
// `pnpm audit:deps` (@momentum/tools' audit-result): exit 0 no high or critical advisory, 1 some
// (listed), 2 pnpm audit failed otherwise (output shown), 3 the advisory endpoint unreachable, e.g. a
// GET-only proxy's 405: no result, which is NOT a pass. Extra arguments go to pnpm audit.
import { spawnSync } from 'node:child_process';
import { classifyAudit, OUTCOME_EXIT } from '@momentum/tools/audit-result';

const args = ['audit', '--json', '--audit-level', 'high', ...process.argv.slice(2)];
console.log(`$ pnpm ${args.join(' ')}`);
const run = spawnSync('pnpm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
if (run.error) {
  console.error(`audit: cannot run pnpm: ${run.error.message}`);
  process.exit(OUTCOME_EXIT.error);
}
const result = classifyAudit({ status: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '' });
const label = { clean: 'PASS', vulnerable: 'FAIL', unreachable: 'NO RESULT', error: 'ERROR' }[result.outcome];
console.log(`audit ${label}: ${result.summary}`);
for (const line of result.details) console.log(`  ${line}`);
process.exit(OUTCOME_EXIT[result.outcome]);
