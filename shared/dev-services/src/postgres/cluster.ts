// A throwaway PostgreSQL: initdb into a temp folder (or a kept one, for a benchmark's seed), pg_ctl on a
// free port on 127.0.0.1. stop/start/restart keep the port so a client's URL survives an outage;
// destroy(), or the process's exit, removes what it made (clean-up-on-exit.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgresBin, postgresVersion } from './binaries.js';
import { makeOwnedFolder, runAsOwner, runAsOwnerSync } from './as-owner.js';
import { cleanUpOnExit } from '../clean-up-on-exit.js';
import { freePort } from '../free-port.js';

export interface PostgresClusterOptions {
  /** A folder the caller keeps (initdb'd unless it holds a cluster): stopped `fast`, never removed. */
  dataDir?: string;
  /** fsync, synchronous commit and full-page writes on (a durability test). Default off: fast and throwaway. */
  durable?: boolean;
  /** Default 300: a test suite opens one pool per test app. */
  maxConnections?: number;
  startTimeoutSeconds?: number;
}

export type StopMode = 'fast' | 'immediate';

export interface PostgresCluster {
  readonly port: number;
  readonly url: string;
  readonly version: string;
  readonly dataDir: string;
  readonly running: boolean;
  /** The postmaster's process id (its backends are its children). */
  pid(): number;
  stop(mode?: StopMode): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
  log(): string;
}

/** Attempts at a free port: another process may take the one probed before the server binds it. */
const PORT_ATTEMPTS = 5;

export async function initCluster(dataDir: string, bin = ensurePostgresBin()): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  makeOwnedFolder(dataDir, 0o700);
  await runAsOwner(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
}

/** Copies a stopped cluster, owner and modes kept (`cp -a`): restoring a seeded cache takes seconds, not minutes. */
export function copyCluster(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('cp', ['-a', from, to]);
}

export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = ensurePostgresBin();
  const version = postgresVersion(bin);
  // Socket, log and (by default) data live here; a short /tmp path keeps the socket path under its limit.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-pg-'));
  makeOwnedFolder(runDir);
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : path.join(runDir, 'data');
  const logFile = path.join(runDir, 'server.log');
  const settings = [
    `-c max_connections=${options.maxConnections ?? 300}`,
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  let port = 0;
  let running = false;
  let destroyed = false;

  const readLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  const removeFolders = () => fs.rmSync(runDir, { recursive: true, force: true });
  // Kept data is stopped cleanly so it can be copied and started again; a temp cluster just goes.
  const finalStop: StopMode = ownsData ? 'immediate' : 'fast';
  const unregister = cleanUpOnExit(() => {
    if (running) runAsOwnerSync(bin, 'pg_ctl', ['-D', dataDir, '-m', finalStop, '-w', 'stop']);
    removeFolders();
  });

  const cluster: PostgresCluster = {
    get port() {
      return port;
    },
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    version,
    dataDir,
    get running() {
      return running;
    },
    pid: () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async stop(mode = 'fast') {
      await runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      if (destroyed) throw new Error('this PostgreSQL cluster was destroyed');
      const serverOptions = [`-p ${port}`, '-h 127.0.0.1', `-k ${runDir}`, ...settings].join(' ');
      await runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', String(options.startTimeoutSeconds ?? 60), '-o', serverOptions, 'start']);
      running = true;
    },
    async restart() {
      await cluster.stop('fast');
      await cluster.start();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        if (running) await cluster.stop(finalStop);
      } finally {
        unregister();
        removeFolders();
      }
    },
    log: readLog,
  };

  try {
    await initCluster(dataDir, bin);
    for (let attempt = 1; !running; attempt += 1) {
      port = await freePort();
      try {
        await cluster.start();
      } catch (error) {
        const portTaken = /could not bind|address already in use/i.test(readLog());
        if (!portTaken || attempt === PORT_ATTEMPTS) throw new Error(`${(error as Error).message}\n${readLog()}`, { cause: error });
      }
    }
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
