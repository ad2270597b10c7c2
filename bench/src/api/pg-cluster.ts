// A throwaway PostgreSQL cluster from Debian's binaries, the way scripts/test-api-postgres.sh makes one
// for CI: initdb with trust auth, TCP on 127.0.0.1 only, socket in the cluster's own folder, durability
// off. As root the cluster belongs to the `postgres` user (initdb refuses root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
  if (!dir) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return dir;
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A folder the cluster's owner may write into. */
export function makeClusterFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
}

export function initCluster(dataDir: string): void {
  makeClusterFolder(path.dirname(dataDir));
  run(path.join(pgBinDir(), 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
}

/** Copies a stopped cluster (owner and modes kept): restoring a seeded cache takes seconds, not minutes. */
export function copyCluster(from: string, to: string): void {
  makeClusterFolder(path.dirname(to));
  execFileSync('cp', ['-a', from, to]);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port of the range this bench was given (5440–5449). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}–${to}`);
}

export interface PgCluster {
  port: number;
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid(): number;
  stop(): void;
}

export function startCluster(dataDir: string, port: number): PgCluster {
  const folder = path.dirname(dataDir);
  const pgCtl = path.join(pgBinDir(), 'pg_ctl');
  const options = `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  run(pgCtl, ['-D', dataDir, '-l', path.join(folder, 'server.log'), '-w', '-t', '120', '-o', options, 'start']);
  let stopped = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    // A clean (fast) stop: the seed cache is copied from a cluster stopped this way.
    stop() {
      if (stopped) return;
      stopped = true;
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
