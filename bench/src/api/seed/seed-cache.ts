// Seeded databases cached under bench/.data/api-seed, per driver and key: the migrations, the seed's
// source and the Seoul day (windows are relative to today). A folder counts once `ready.json` is written
// after a complete seed; a driver's older keys are removed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DATA = fileURLToPath(new URL('../../../.data', import.meta.url));
const CACHE_ROOT = path.join(BENCH_DATA, 'api-seed');
const MIGRATIONS = fileURLToPath(new URL('../../../../api/drizzle', import.meta.url));
const SEED_SOURCES = ['seed-plan.ts', 'seed-database.ts'].map((f) => fileURLToPath(new URL(f, import.meta.url)));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

export function seedKey(seoulDay: string, driver: string): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(MIGRATIONS), ...SEED_SOURCES]) hash.update(file.slice(file.lastIndexOf('/'))).update(fs.readFileSync(file));
  hash.update(seoulDay).update(driver);
  return hash.digest('hex').slice(0, 16);
}

export interface SeedCacheEntry {
  dir: string;
  ready: boolean;
  /** Seconds per step of the seed that made it (from ready.json). */
  timings?: Record<string, number>;
}

export function cacheEntry(driver: string, key: string): SeedCacheEntry {
  const dir = path.join(CACHE_ROOT, `${driver}-${key}`);
  const marker = path.join(dir, 'ready.json');
  if (!fs.existsSync(marker)) return { dir, ready: false };
  return { dir, ready: true, timings: JSON.parse(fs.readFileSync(marker, 'utf8')) as Record<string, number> };
}

/** Starts an entry afresh: removes a half-written one and every older key of the driver. */
export function resetEntry(driver: string, entry: SeedCacheEntry): void {
  fs.mkdirSync(CACHE_ROOT, { recursive: true });
  for (const name of fs.readdirSync(CACHE_ROOT)) {
    if (name.startsWith(`${driver}-`)) fs.rmSync(path.join(CACHE_ROOT, name), { recursive: true, force: true });
  }
  fs.mkdirSync(entry.dir, { recursive: true });
}

export function markReady(entry: SeedCacheEntry, timings: Record<string, number>): void {
  fs.writeFileSync(path.join(entry.dir, 'ready.json'), `${JSON.stringify(timings, null, 2)}\n`);
}
