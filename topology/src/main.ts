// `pnpm start:topology`: the production topology on this machine (docs/deploy.md), until Ctrl-C.
import { execSync } from 'node:child_process';
import { frontEndNeedsBuild } from '@momentum/tools/build-freshness';
import { REPO_ROOT } from './repo';
import { startTopology } from './start-topology';

if (frontEndNeedsBuild(REPO_ROOT)) {
  console.log('Building the front end (pnpm build)…');
  execSync('pnpm build', { cwd: REPO_ROOT, stdio: 'inherit' });
}
const topology = await startTopology({ log: (line) => console.log(`topology: ${line}`) });
console.log(`\nMomentum is running behind nginx: ${topology.urls.shell}\n(Ctrl-C stops nginx, the API replicas, PostgreSQL, Redis and s3rver)\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  void topology.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
