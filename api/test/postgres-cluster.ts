// A throwaway PostgreSQL cluster a test owns outright (initdb + pg_ctl in a temp dir, port 5450–5459), so
// it can stop and start the server under the API. Binaries: Debian's `postgresql` package
// (/usr/lib/postgresql/<version>/bin), or PG_BIN. As root, the cluster belongs to the `postgres` user
// (initdb refuses root), like scripts/test-api-postgres.sh.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isPortInUse } from './port-probe.js';

const run = promisify(execFile);

export const CLUSTER_PORTS = [5450, 5451, 5452, 5453, 5454, 5455, 5456, 5457, 5458, 5459];

/** The newest PostgreSQL bin dir with initdb and pg_ctl, or null when none is installed. */
export function findPostgresBin(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : (() => {
        try {
          return fs
            .readdirSync('/usr/lib/postgresql')
            .sort((a, b) => Number(b) - Number(a))
            .map((version) => path.join('/usr/lib/postgresql', version, 'bin'));
        } catch {
          return [];
        }
      })();
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export interface PostgresCluster {
  readonly port: number;
  /** Superuser connection string of the `postgres` database. */
  readonly url: string;
  /** `pg_ctl stop -m <mode>`: resolves once the server is down. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server (if running) and deletes the cluster. */
  destroy(): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the cluster's owner. */
function pgCommand(bin: string, tool: string, args: string[]) {
  const file = path.join(bin, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export async function createPostgresCluster(bin: string): Promise<PostgresCluster> {
  let port = 0;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-pg-outage-'));
  fs.chmodSync(work, 0o755);
  if (asRoot) await run('chown', ['postgres:', work]);
  const data = path.join(work, 'data');
  const logFile = path.join(work, 'server.log');
  // Sockets stay in the temp dir; TCP only on 127.0.0.1. fsync stays on: the test is about durability.
  const options = () => `-p ${port} -h 127.0.0.1 -k ${work}`;
  let running = false;

  const cluster: PostgresCluster = {
    get port() {
      return port;
    },
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    async stop(mode = 'fast') {
      await pgCommand(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      await pgCommand(bin, 'pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options(), 'start']);
      running = true;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      fs.rmSync(work, { recursive: true, force: true });
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
  };
  try {
    await pgCommand(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Another run may take a port between the probe and the start: then the next one.
    for (const candidate of CLUSTER_PORTS) {
      if (await isPortInUse(candidate)) continue;
      port = candidate;
      try {
        await cluster.start();
        break;
      } catch {
        port = 0;
      }
    }
    if (!running) throw new Error(`no free port in ${CLUSTER_PORTS[0]}–${CLUSTER_PORTS.at(-1)} for a test PostgreSQL cluster:\n${cluster.log()}`);
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
