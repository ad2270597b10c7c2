// `pnpm --filter @momentum/topology test:api-topology`: the API side of the production topology on
// this machine, and its two checks. PostgreSQL, Redis and s3rver; three compiled API replicas; nginx
// with only the API server (no static sites): then the load with replica 1 killed and restarted, and
// the friend-code budget shared across the replicas. Exit 1 when either fails or anything cannot start.
import fs from 'node:fs';
import path from 'node:path';
import { ensureNginx, freePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { startApiReplicas, type ApiReplicas } from './api-replicas';
import { startBackingServices, type BackingServices } from './backing-services';
import { renderNginxConfig } from './nginx/render-config';
import { LOAD_REPLICA_ENV, runLoadWithKill, runSharedBudget, type ApiTopology } from './test-topology';

/** No static site runs here: the origin sign-in redirects to only has to be allowed, never served. */
const SHELL_ORIGIN = 'http://localhost:3000';

const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
let services: BackingServices | undefined;
let replicas: ApiReplicas | undefined;
let nginx: NginxServer | undefined;
let passed = false;
try {
  ensureNginx();
  services = await startBackingServices();
  console.log(`[${elapsed()}] backing services: ${services.describe}`);
  const listen = await freePort();
  const ports = [await freePort(), await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${listen}`;
  replicas = await startApiReplicas({ ports, services: services.env, publicUrl: apiOrigin, appOrigins: SHELL_ORIGIN, env: { ...LOAD_REPLICA_ENV } });
  console.log(`[${elapsed()}] 3 API replicas on ${ports.join(', ')} (AUTH_RATE_LIMIT_PER_MINUTE=${LOAD_REPLICA_ENV.AUTH_RATE_LIMIT_PER_MINUTE}: every simulated user signs in from 127.0.0.1)`);
  nginx = await startNginx({ config: renderNginxConfig({ modules: [], api: { listen, replicas: ports }, servers: [] }) });
  console.log(`[${elapsed()}] nginx on ${apiOrigin} (prefix ${nginx.prefix})`);
  const topology: ApiTopology = { apiOrigin, replicas, databaseUrl: services.databaseUrl, accessLog: nginx.accessLog };

  const loadStarted = performance.now();
  const load = await runLoadWithKill(topology);
  console.log(`[${elapsed()}] the load part took ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const budget = await runSharedBudget(topology);
  passed = load.passed && budget.passed;
} catch (error) {
  console.error('test:api-topology could not run:', error);
} finally {
  if (!passed && replicas) {
    for (const file of [nginx?.accessLog, nginx?.errorLog]) if (file && fs.existsSync(file)) fs.copyFileSync(file, path.join(replicas.dir, `nginx-${path.basename(file)}`));
    console.log(`replica and nginx logs kept in ${replicas.dir}`);
  }
  await nginx?.destroy();
  await replicas?.stopAll({ keepLogs: !passed });
  await services?.destroy();
  console.log(`[${elapsed()}] test:api-topology: ${passed ? 'PASSED' : 'FAILED'}`);
  process.exitCode = passed ? 0 : 1;
}
