// A throwaway nginx: the caller's nginx.conf checked with `nginx -t`, run in the foreground as our child,
// ready once every `listen` accepts. reload() checks and sends SIGHUP; destroy(), or the process's exit,
// removes its prefix.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanUpOnExit } from '../clean-up-on-exit.js';
import { isRoot } from '../postgres/binaries.js';
import { ensureNginx } from './binary.js';
import { launcherConfig, listenAddresses, type LauncherPaths, type ListenAddress } from './launcher-config.js';

const execFileAsync = promisify(execFile);

export interface NginxServerOptions {
  config: string;
  startTimeoutMs?: number;
}

export interface NginxServer {
  readonly prefix: string;
  readonly accessLog: string;
  readonly errorLog: string;
  readonly running: boolean;
  pid(): number;
  /** `nginx -t` first: a refused config throws with nginx's message and the old one stays. */
  reload(config: string): Promise<void>;
  /** SIGQUIT (workers finish what they serve), SIGTERM after `graceMs` (default 10 s); resolves once every process is gone. */
  stop(graceMs?: number): Promise<void>;
  destroy(): Promise<void>;
  log(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const accepts = ({ host, port }: ListenAddress) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The live processes whose parent is `pid` (nginx's workers and cache processes). Linux's /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') children.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return children;
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left
  }
}

export async function startNginx(options: NginxServerOptions): Promise<NginxServer> {
  const { bin } = ensureNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-nginx-'));
  const paths: LauncherPaths = {
    prefix,
    errorLog: path.join(prefix, 'error.log'),
    accessLog: path.join(prefix, 'access.log'),
    pidFile: path.join(prefix, 'nginx.pid'),
  };
  const configFile = path.join(prefix, 'nginx.conf');
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  const args = (file: string) => ['-p', `${prefix}/`, '-c', file, '-e', paths.errorLog];
  let child: ChildProcess | null = null;
  let output = '';
  let destroyed = false;
  let listens: ListenAddress[] = [];

  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;
  const readErrorLog = () => {
    try {
      return fs.readFileSync(paths.errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const log = () => `${readErrorLog()}${output}`;
  const removeFolder = () => fs.rmSync(prefix, { recursive: true, force: true });
  const unregister = cleanUpOnExit(() => {
    // Synchronous: the process is going away. SIGKILL to the group takes the workers too.
    if (child?.pid && isRunning()) killGroup(child.pid, 'SIGKILL');
    removeFolder();
  });

  async function check(config: string, file: string): Promise<void> {
    fs.writeFileSync(file, launcherConfig({ config, paths, root: isRoot() }));
    try {
      await execFileAsync(bin, ['-t', '-q', ...args(file)]);
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`nginx -t refused the configuration:\n${(stderr || stdout || String(error)).trim()}`, { cause: error });
    }
  }

  async function waitForListens(deadline: number): Promise<void> {
    for (const address of listens) {
      while (!(await accepts(address))) {
        if (!isRunning()) throw new Error(`nginx exited before listening on ${address.host}:${address.port}:\n${log()}`);
        if (Date.now() > deadline) throw new Error(`nginx did not listen on ${address.host}:${address.port} within ${startTimeoutMs} ms:\n${log()}`);
        await sleep(25);
      }
    }
  }

  async function launch(): Promise<void> {
    const from = readErrorLog().length;
    // detached: its own process group, so one signal reaches the master and every worker.
    const started = spawn(bin, args(configFile), { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      started.once('spawn', resolve);
      started.once('error', reject);
    });
    // Its own word first: a port some other process holds would accept without nginx behind it.
    await waitForWorkers(from);
    await waitForListens(Date.now() + startTimeoutMs);
  }

  /** Once the master logged starting workers after `from` (every listen is bound by then), or an [emerg]. */
  async function waitForWorkers(from: number): Promise<void> {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      const since = readErrorLog().slice(from);
      const failure = /\[(emerg|alert)\][^\n]*/.exec(since);
      if (failure) throw new Error(`nginx refused to run the configuration: ${failure[0]}`);
      if (/start worker processes/.test(since)) return;
      if (!isRunning()) throw new Error(`nginx exited:\n${log()}`);
      if (Date.now() > deadline) throw new Error(`nginx did not start its workers within ${startTimeoutMs} ms:\n${log()}`);
      await sleep(25);
    }
  }

  const server: NginxServer = {
    prefix,
    accessLog: paths.accessLog,
    errorLog: paths.errorLog,
    get running() {
      return isRunning();
    },
    pid() {
      if (!child?.pid || !isRunning()) throw new Error('nginx is not running');
      return child.pid;
    },
    async reload(config) {
      if (!isRunning()) throw new Error('nginx is not running');
      const candidate = path.join(prefix, 'nginx.next.conf');
      try {
        await check(config, candidate);
      } catch (error) {
        fs.rmSync(candidate, { force: true });
        throw error;
      }
      const previous = fs.readFileSync(configFile, 'utf8');
      fs.renameSync(candidate, configFile);
      const from = readErrorLog().length;
      const master = server.pid();
      const oldWorkers = childrenOf(master);
      process.kill(master, 'SIGHUP');
      try {
        await waitForWorkers(from);
      } catch (error) {
        // nginx kept the old configuration (e.g. a port it could not bind): so does the file.
        fs.writeFileSync(configFile, previous);
        throw error;
      }
      listens = listenAddresses(config);
      const deadline = Date.now() + startTimeoutMs;
      await waitForListens(deadline);
      // Old workers still answer on their open keep-alive connections until they close them (at once when idle);
      // one busy past the deadline (a long download) is left to finish: new connections are new workers'.
      while (Date.now() < deadline && childrenOf(master).some((pid) => oldWorkers.includes(pid))) await sleep(25);
    },
    async stop(graceMs = 10_000) {
      const running = child;
      if (!running?.pid || !isRunning()) return;
      const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGQUIT');
      const fast = setTimeout(() => running.kill('SIGTERM'), graceMs);
      const last = setTimeout(() => killGroup(running.pid!, 'SIGKILL'), graceMs + 5_000);
      await gone;
      clearTimeout(fast);
      clearTimeout(last);
      // The master waits for its workers before it exits; anything left would be an orphan.
      killGroup(running.pid, 'SIGKILL');
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
    log,
  };

  try {
    await check(options.config, configFile);
    listens = listenAddresses(options.config);
    await launch();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
