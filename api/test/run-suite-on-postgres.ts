// `pnpm test:api:pg`: the whole suite on a throwaway PostgreSQL cluster (@momentum/dev-services), so both
// drivers are tested; each test app creates and drops its own database (test-database.ts). Extra
// arguments go to vitest (e.g. `pnpm test:api:pg src/modules/bucket`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgresCluster } from '@momentum/dev-services';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const cluster = await startPostgresCluster();
console.log(`PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}; running the API suite on it`);
const began = Date.now();
const suite = spawn('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
  cwd: API_DIR,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
// On Ctrl-C or TERM the suite stops first; the cluster goes when this process exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => suite.kill(signal));
const status = await new Promise<number>((resolve) => suite.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 143))));

if (status === 0) {
  console.log(`API suite on PostgreSQL passed in ${Math.round((Date.now() - began) / 1000)}s`);
  // Every test app drops its database on close; one left behind means a test that never closes its app.
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const { rows } = await admin.query<{ count: string }>("select count(*) from pg_database where datname like 't\\_%'");
  await admin.end();
  if (rows[0]?.count !== '0') console.warn(`warning: ${rows[0]?.count} test database(s) left behind: some test does not close its app`);
}
await cluster.destroy();
process.exit(status);
