#!/usr/bin/env node
// `pnpm start`: production builds (rebuilt when a source is newer than its dist), served by the static
// server with the right cache headers on the apps' ports (@momentum/apps), plus the compiled API
// (`node api/dist/main.js`, rebuilt by its start script when a source is newer) on its embedded defaults.
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, API_URL, app, localUrl } from '@momentum/apps';
import { frontEndNeedsBuild } from '@momentum/tools/build-freshness';
import { onShutdown, run, waitForUrl } from '@momentum/tools/processes';
import { createStaticServer } from '@momentum/static-host/serve-static';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (frontEndNeedsBuild(root)) {
  console.log('Building the front end (pnpm build)...');
  execSync('pnpm build', { stdio: 'inherit' });
}

const servers = APPS.map(({ name, dir, port }) =>
  createStaticServer({ root: path.join(dir, 'dist'), spa: name === 'shell', config: true })
    .on('error', (error) => {
      console.error(`[${name}] cannot serve on port ${port}: ${error.message}`);
      process.kill(process.pid, 'SIGTERM');
    })
    .listen(port),
);
onShutdown(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve())))));
const api = run('api', 'pnpm', ['--filter', '@momentum/api', 'start']);
// Fail fast when the API dies during start-up instead of waiting for the readiness timeout.
const apiExited = new Promise((_, reject) => api.once('exit', () => reject(new Error('The API exited during start-up'))));

try {
  await Promise.race([
    apiExited,
    Promise.all([waitForUrl(`${API_URL}/health`, 90_000), ...APPS.map(({ port }) => waitForUrl(`${localUrl(port)}/`))]),
  ]);
  console.log(`\nMomentum is running: ${localUrl(app('shell').port)}\n`);
} catch (error) {
  console.error(`\n${error.message}. Stopping.`);
  process.kill(process.pid, 'SIGTERM');
}
