#!/usr/bin/env node
// `pnpm audit:deps`: the dependency audit with one of four clear outcomes (@momentum/static-host's audit-result):
//   exit 0  no high or critical advisory
//   exit 1  high/critical advisories (listed)
//   exit 2  pnpm audit failed in another way (its output is shown)
//   exit 3  the advisory endpoint cannot be reached (e.g. HTTP 405 from a GET-only registry proxy):
//           there is no result, which is NOT a pass
// Extra arguments go to pnpm audit (e.g. --prod, --registry <url>).
import { spawnSync } from 'node:child_process';
import { classifyAudit, OUTCOME_EXIT } from '@momentum/static-host/audit-result';

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
