// Where PostgreSQL's server binaries are: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin
// (Debian's `postgresql` package). No Docker on our machines: when they are missing and we are root,
// Debian's package is installed; otherwise the message says what to run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const hasServerTools = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => fs.existsSync(path.join(dir, tool)));

export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PG_BIN) return hasServerTools(env.PG_BIN) ? env.PG_BIN : null;
  let versions: string[];
  try {
    versions = fs.readdirSync(DEBIAN_ROOT);
  } catch {
    return null;
  }
  return (
    versions
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(DEBIAN_ROOT, version, 'bin'))
      .find(hasServerTools) ?? null
  );
}

export const isRoot = () => process.getuid?.() === 0;

export function ensurePostgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.env.PG_BIN) throw new Error(`PG_BIN=${process.env.PG_BIN} has no initdb, pg_ctl and postgres`);
  if (!isRoot()) throw new Error("PostgreSQL is not installed and this process is not root: run 'sudo apt-get install -y postgresql' first.");
  console.log("Installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', 'postgresql'], { stdio: 'ignore', env });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`postgresql installed but no initdb/pg_ctl under ${DEBIAN_ROOT}`);
  return installed;
}

/** "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" → "15.18". */
export function postgresVersion(bin: string): string {
  return execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim().split(' ')[2] ?? '?';
}
