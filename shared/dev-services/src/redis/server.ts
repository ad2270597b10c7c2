// A throwaway Redis: redis-server as our foreground child on a free 127.0.0.1 port, no persistence, in a
// temp folder. stop/start keep the port so a client's URL survives an outage; destroy(), or the
// process's exit, removes the folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUpOnExit } from '../clean-up-on-exit.js';
import { freePort } from '../free-port.js';
import { ensureRedisServer } from './binary.js';

export interface RedisServerOptions {
  startTimeoutMs?: number;
}

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  readonly running: boolean;
  readonly dir: string;
  pid(): number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
  log(): string;
}

/** Attempts at a free port: another process may take the one probed before the server binds it. */
const PORT_ATTEMPTS = 5;

export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const executable = ensureRedisServer();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-redis-'));
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  let port = 0;
  let child: ChildProcess | null = null;
  let output = '';
  let destroyed = false;

  const removeFolder = () => fs.rmSync(runDir, { recursive: true, force: true });
  const unregister = cleanUpOnExit(() => {
    // Synchronous: the process is going away. Nothing is persisted, so SIGKILL loses nothing.
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeFolder();
  });

  function launch(): Promise<void> {
    const args = [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--protected-mode', 'yes',
      '--save', '',
      '--appendonly', 'no',
      '--dir', runDir,
      '--daemonize', 'no',
      '--logfile', '',
      '--databases', '1',
    ];
    const started = spawn(executable, args, { cwd: runDir, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        started.kill('SIGKILL');
        reject(new Error(`redis-server did not get ready within ${startTimeoutMs} ms:\n${output}`));
      }, startTimeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', onData);
      started.once('error', (error) => (clearTimeout(timer), reject(error)));
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${output}`));
      });
    });
  }

  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;

  const server: RedisServer = {
    get port() {
      return port;
    },
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    get running() {
      return isRunning();
    },
    dir: runDir,
    pid() {
      if (!child?.pid || !isRunning()) throw new Error('redis-server is not running');
      return child.pid;
    },
    async stop() {
      const running = child;
      if (!running || !isRunning()) return;
      const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      await gone;
    },
    async start() {
      if (destroyed) throw new Error('this Redis server was destroyed');
      if (isRunning()) return;
      output = '';
      await launch();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        await server.stop();
      } finally {
        unregister();
        removeFolder();
      }
    },
    log: () => output,
  };

  try {
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        output = '';
        await launch();
        break;
      } catch (error) {
        const portTaken = /address already in use/i.test(output);
        if (!portTaken || attempt === PORT_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
