// `pnpm bench:api`: the API on a large dataset, on PGlite and PostgreSQL: seeds or restores the cached
// seed, starts the real API process, loads seven routes and prints each figure beside its budget.
// Exits 0 whenever it could measure; flags in bench/README.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccessTokens } from '@momentum/api/test-support/access-token';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { copyCluster, ensurePostgresBin, startPostgresCluster } from '@momentum/dev-services';
import { startApiServer } from './api-server';
import { measureServer, type BenchUser, type RouteFigures } from './load';
import { withChildren } from './cpu';
import { budgetLines, formatTable } from './report';
import { BENCH_DATA, cacheEntry, markReady, resetEntry, seedKey } from './seed/seed-cache';
import { seedClockAt, seedDatabase, type SeedTarget } from './seed/seed-database';
import { ARCHIVISTS, SEED_SIZE, friendOf, userId } from './seed/seed-plan';

const API_PORTS = { pglite: 4300, postgres: 4301 };
/** Signed-in users the load rotates through, spread over the whole ring. */
const BENCH_USERS = 2_000;

const log = (line: string) => console.log(line);
const cleanups: Array<() => unknown> = [];
/** The seed's wall time: `total` when recorded, else the sum of its steps. */
const secs = (timings: Record<string, number>) => timings.total ?? Object.values(timings).reduce((a, b) => a + b, 0);
/** The 1-minute load average over the 2 cores: a busy machine makes every figure here worse. */
const machineLoad = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;

async function benchUsers(jwtSecret: string): Promise<BenchUser[]> {
  const tokens = createAccessTokens(jwtSecret, () => Date.now());
  const step = Math.floor(SEED_SIZE.users / BENCH_USERS);
  return Promise.all(
    Array.from({ length: BENCH_USERS }, async (_, k) => ({
      token: await tokens.issue(userId(k * step)),
      friendId: userId(friendOf(k * step)),
      archivist: k * step < ARCHIVISTS,
    })),
  );
}

/** Seeds a cache entry unless it is ready; returns the seed's own seconds and whether it ran now. */
async function ensureSeed(driver: string, seed: (dir: string) => Promise<Record<string, number>>): Promise<{ dir: string; seconds: number; fresh: boolean }> {
  const now = Date.now();
  const entry = cacheEntry(driver, seedKey(seoulDate(now), driver));
  if (entry.ready) return { dir: entry.dir, seconds: secs(entry.timings!), fresh: false };
  log(`${driver}: seeding ${SEED_SIZE.users} users, ${SEED_SIZE.friends} friends each, 1,000,000 moments into ${entry.dir}`);
  resetEntry(driver, entry);
  const began = performance.now();
  const timings = await seed(entry.dir);
  timings.total = (performance.now() - began) / 1000;
  markReady(entry, timings);
  return { dir: entry.dir, seconds: timings.total, fresh: true };
}

async function seedInto(target: SeedTarget): Promise<Record<string, number>> {
  return seedDatabase(target, seedClockAt(Date.now()), log);
}

const seedPglite = () => ensureSeed('pglite', (dir) => seedInto({ kind: 'pglite', dataDir: dir }));

async function runPglite(jwtSecret: string, users: BenchUser[], burst: boolean): Promise<{ rows: RouteFigures[]; seed: string }> {
  const seeded = await seedPglite();
  // The API writes into its database (challenge expiry, sessions): it runs on a copy of the cache.
  const runDir = path.join(BENCH_DATA, 'api-run', 'pglite');
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  fs.cpSync(path.join(seeded.dir, 'db'), path.join(runDir, 'db'), { recursive: true });
  const api = await startApiServer({ port: API_PORTS.pglite, jwtSecret, dataDir: runDir });
  cleanups.push(() => api.stop());
  log(`pglite: API on ${api.url}`);
  const began = machineLoad();
  const rows = await measureServer(api.url, users, () => ({ api: api.pid, db: [] }), log, burst);
  await api.stop();
  return { rows, seed: `${seeded.fresh ? 'seeded' : 'cached; seeded'} in ${seeded.seconds.toFixed(0)} s; ${began} before, ${machineLoad()} after` };
}

const pgDriver = () => `pg${path.basename(path.dirname(ensurePostgresBin()))}`;
/** The seed's and the run's cluster: in a folder we keep (the cache, or its copy), 100 connections are plenty. */
const pgCluster = (dataDir: string) => startPostgresCluster({ dataDir, maxConnections: 100, startTimeoutSeconds: 120 });

function seedPostgres() {
  return ensureSeed(pgDriver(), async (dir) => {
    // Stopped cleanly (fast) by destroy(): the cache is copied from a cluster stopped this way.
    const cluster = await pgCluster(path.join(dir, 'data'));
    cleanups.push(() => cluster.destroy());
    try {
      return await seedInto({ kind: 'postgres', url: cluster.url });
    } finally {
      await cluster.destroy();
    }
  });
}

async function runPostgres(jwtSecret: string, users: BenchUser[], burst: boolean): Promise<{ rows: RouteFigures[]; seed: string }> {
  const driver = pgDriver();
  const version = driver.slice(2);
  const seeded = await seedPostgres();
  const runDir = path.join(BENCH_DATA, 'api-run', driver);
  fs.rmSync(runDir, { recursive: true, force: true });
  copyCluster(path.join(seeded.dir, 'data'), path.join(runDir, 'data'));
  const cluster = await pgCluster(path.join(runDir, 'data'));
  cleanups.push(() => cluster.destroy());
  log(`${driver}: PostgreSQL ${version} on 127.0.0.1:${cluster.port}`);
  try {
    const api = await startApiServer({ port: API_PORTS.postgres, jwtSecret, dataDir: runDir, databaseUrl: cluster.url });
    cleanups.push(() => api.stop());
    log(`${driver}: API on ${api.url}`);
    const began = machineLoad();
    const rows = await measureServer(api.url, users, () => ({ api: api.pid, db: withChildren(cluster.pid()) }), log, burst);
    await api.stop();
    return { rows, seed: `${seeded.fresh ? 'seeded' : 'cached; seeded'} in ${seeded.seconds.toFixed(0)} s; ${began} before, ${machineLoad()} after` };
  } finally {
    await cluster.destroy();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (process.argv.includes('--seed-only')) {
    for (const [name, seed] of [['PGlite', seedPglite], ['PostgreSQL', seedPostgres]] as const) {
      if (only && !name.toLowerCase().startsWith(only.slice(0, 4))) continue;
      const { dir, seconds, fresh } = await seed();
      log(`${name}: ${fresh ? 'seeded' : 'cached; seeded'} in ${seconds.toFixed(0)} s (${dir})`);
    }
    return;
  }
  const burst = process.argv.includes('--burst');
  const jwtSecret = randomBytes(32).toString('base64url');
  const users = await benchUsers(jwtSecret);
  const tables: string[] = [];
  const budgets: string[] = [];
  if (only !== 'postgres') {
    const { rows, seed } = await runPglite(jwtSecret, users, burst);
    tables.push(formatTable(`PGlite (${seed})`, rows, false));
    budgets.push(...budgetLines('PGlite', rows));
  }
  if (only !== 'pglite') {
    const { rows, seed } = await runPostgres(jwtSecret, users, burst);
    tables.push(formatTable(`PostgreSQL (${seed})`, rows, true));
    budgets.push(...budgetLines('PostgreSQL', rows));
  }
  log(`\nAPI on ${SEED_SIZE.users} users × ${SEED_SIZE.friends} friends, 1,000,000 moments; ${users.length} users rotated per route`);
  log(tables.join('\n\n'));
  log(`\n${budgets.join('\n')}`);
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // already stopped
    }
  }
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.once('SIGTERM', () => void cleanUp().then(() => process.exit(143)));
main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    console.error('bench:api could not measure:', error);
    await cleanUp();
    process.exit(1);
  });
