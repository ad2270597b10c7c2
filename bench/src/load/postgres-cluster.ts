// A throwaway PostgreSQL server for `--pg`, the way scripts/test-api-postgres.sh makes one: Debian's
// binaries (installed when missing and root), initdb in a temp folder, trust auth on 127.0.0.1 only,
// durability off, on the first free port of 5460–5469; stopped and removed by stop().
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PORTS = Array.from({ length: 10 }, (_, i) => 5460 + i);

export interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const isRoot = process.getuid?.() === 0;
  let bin = findPgBin();
  if (!bin) {
    if (!isRoot) throw new Error("PostgreSQL is not installed: run 'sudo apt-get install -y postgresql' first.");
    console.log("Installing Debian's postgresql package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    bin = findPgBin();
    if (!bin) throw new Error('postgresql installed but no initdb under /usr/lib/postgresql');
  }
  let port: number | undefined;
  for (const candidate of PORTS) {
    if (await portIsFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`no free port in ${PORTS[0]}–${PORTS.at(-1)} for PostgreSQL`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-load-pg-'));
  fs.chmodSync(work, 0o755);
  // initdb refuses to run as root: then the cluster belongs to the `postgres` user the package creates.
  const asPg = (command: string, args: string[]) =>
    isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  if (isRoot) execFileSync('chown', ['postgres:', work]);
  const data = path.join(work, 'data');
  const fail = (step: string, result: ReturnType<typeof asPg>) => {
    fs.rmSync(work, { recursive: true, force: true });
    return new Error(`PostgreSQL ${step} failed: ${result.stderr || result.stdout}`);
  };
  const init = asPg(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  if (init.status !== 0) throw fail('initdb', init);
  const options = `-p ${port} -h 127.0.0.1 -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const started = asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(work, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  if (started.status !== 0) {
    const log = fs.existsSync(path.join(work, 'server.log')) ? fs.readFileSync(path.join(work, 'server.log'), 'utf8') : '';
    throw fail('start', { ...started, stderr: `${started.stderr}\n${log}` });
  }
  // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)": the third word.
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim().split(' ')[2] ?? '?';
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
