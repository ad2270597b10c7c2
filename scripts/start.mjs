#!/usr/bin/env node
// `pnpm start`: production builds (rebuilt when a source is newer than its dist), served by the
// static server with the right cache headers on 3000–3004, plus the compiled API (`node api/dist/main.js`,
// rebuilt by its start script when a source is newer) on its embedded defaults.
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, API_URL } from '@momentum/static-host/apps';
import { frontEndNeedsBuild } from '@momentum/static-host/build-freshness';
import { onShutdown, run, waitForUrl } from '@momentum/static-host/processes';
import { createStaticServer } from '@momentum/static-host/serve-static';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (frontEndNeedsBuild(root)) {
  console.log('Building the front end (pnpm build)...');
  execSync('pnpm build', { stdio: 'inherit' });
}

const servers = APPS.map((app) =>
  createStaticServer({ root: path.join(app.dir, 'dist'), spa: app.name === 'shell', config: true })
    .on('error', (error) => {
      console.error(`[${app.name}] cannot serve on port ${app.port}: ${error.message}`);
      process.kill(process.pid, 'SIGTERM');
    })
    .listen(app.port),
);
onShutdown(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve())))));
const api = run('api', 'pnpm', ['--filter', '@momentum/api', 'start']);
// Fail fast when the API dies during start-up instead of waiting for the readiness timeout.
const apiExited = new Promise((_, reject) => api.once('exit', () => reject(new Error('The API exited during start-up'))));

try {
  await Promise.race([
    apiExited,
    Promise.all([waitForUrl(`${API_URL}/health`, 90_000), ...APPS.map((app) => waitForUrl(`http://localhost:${app.port}/`))]),
  ]);
  console.log('\nMomentum is running: http://localhost:3000\n');
} catch (error) {
  console.error(`\n${error.message}. Stopping.`);
  process.kill(process.pid, 'SIGTERM');
}
