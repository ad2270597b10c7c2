// `pnpm test:topology`: the production topology on this machine (@momentum/topology) and what it must hold,
// in one run: the browser specs beside this file, the shared budget, the reminders, the load with a replica
// killed, the photo store down (docs/testing.md, "The test"). Exit 1 when any part fails or it cannot start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { frontEndNeedsBuild } from '@momentum/tools/build-freshness';
import {
  LOAD_REPLICA_ENV, REMINDER_REPLICA_ENV, REPO_ROOT, runLoadWithKill, runReminderAtLeastOnce, runSharedBudget, runStorageOutage,
  startTopology, STORAGE_REPLICA_ENV, type ApiTopology, type Topology,
} from '@momentum/topology';

const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[topology ${elapsed()}] ${line}`);

if (frontEndNeedsBuild(REPO_ROOT)) {
  say('a front-end build is missing or stale: pnpm build');
  execBuild();
}

let topology: Topology | undefined;
const results: Array<{ part: string; passed: boolean }> = [];
try {
  topology = await startTopology({ apiEnv: { ...LOAD_REPLICA_ENV, ...REMINDER_REPLICA_ENV, ...STORAGE_REPLICA_ENV }, log: say });
  say(`up: shell ${topology.urls.shell}, remotes ${topology.urls.cdn}, API ${topology.urls.api} → ${topology.replicas.ports.length} replicas`);

  const browser = spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.topology.config.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, TOPOLOGY_INFO: topology.infoFile },
    stdio: 'inherit',
  });
  results.push({ part: 'browser specs through nginx', passed: browser.status === 0 });
  say(`browser specs ${browser.status === 0 ? 'passed' : 'FAILED'}`);

  const api: ApiTopology = { apiOrigin: topology.urls.api, replicas: topology.replicas, databaseUrl: topology.services.databaseUrl, accessLog: topology.nginx.accessLog };
  const budget = await runSharedBudget(api, { log: say });
  results.push({ part: 'shared friend-code budget', passed: budget.passed });
  const reminders = await runReminderAtLeastOnce(api, { log: say });
  results.push({ part: 'reminders at least once, shown once, across replicas', passed: reminders.passed });
  const load = await runLoadWithKill(api, { log: say });
  results.push({ part: 'load with a replica killed', passed: load.passed });
  const outage = await runStorageOutage(api, topology.services.s3, { log: say });
  results.push({ part: 'photo store down mid-load', passed: outage.passed });
} catch (error) {
  say(`could not run: ${(error as Error).stack ?? error}`);
  results.push({ part: 'topology', passed: false });
} finally {
  await topology?.stop();
}

for (const { part, passed } of results) say(`${passed ? 'PASS' : 'FAIL'}  ${part}`);
const passed = results.length > 0 && results.every((result) => result.passed);
say(passed ? 'the topology holds' : 'the topology test FAILED');
process.exitCode = passed ? 0 : 1;

function execBuild() {
  const build = spawnSync('pnpm', ['build'], { cwd: path.resolve(REPO_ROOT), stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
