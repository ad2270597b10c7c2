// Where redis-server is: REDIS_SERVER, else Debian's /usr/bin/redis-server. No Docker on our machines:
// when it is missing and we are root, Debian's package is installed; otherwise the message says what to run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isRoot } from '../postgres/binaries.js';

const DEBIAN_SERVER = '/usr/bin/redis-server';

export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.REDIS_SERVER ?? DEBIAN_SERVER;
  return fs.existsSync(candidate) ? candidate : null;
}

export function ensureRedisServer(): string {
  const found = findRedisServer();
  if (found) return found;
  if (process.env.REDIS_SERVER) throw new Error(`REDIS_SERVER=${process.env.REDIS_SERVER} does not exist`);
  if (!isRoot()) throw new Error("redis-server is not installed and this process is not root: run 'sudo apt-get install -y redis-server' first.");
  console.log("Installing Debian's redis-server package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', 'redis-server'], { stdio: 'ignore', env });
  const installed = findRedisServer();
  if (!installed) throw new Error(`redis-server installed but not at ${DEBIAN_SERVER}`);
  return installed;
}
