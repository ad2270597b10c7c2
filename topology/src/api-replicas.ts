// N compiled API processes (built first when stale: docs/adr/0011) on given ports of 127.0.0.1, all with one
// environment, as a deployment's (docs/testing.md, "Backing services and API replicas"). Each writes its own
// log file; kill(i) is a crash (SIGKILL), restart(i) brings it back on its port.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiDir, compiledApiArgs } from '@momentum/stack/compiled-api';
import { cleanUpOnExit } from '@momentum/dev-services';

export interface ApiReplicasOptions {
  /** One replica per port, on 127.0.0.1. */
  ports: readonly number[];
  /** From startBackingServices(): DATABASE_URL, REDIS_URL, S3_*. */
  services: Record<string, string>;
  /** The API's public origin: nginx's API server (photo URLs, the development provider's pages). */
  publicUrl: string;
  /** The shell's origin (CORS, sign-in redirects); more origins comma-separated. */
  appOrigins: string;
  /** Anything else, last (e.g. AUTH_RATE_LIMIT_PER_MINUTE for a load from one address). */
  env?: Record<string, string>;
  /** How long a replica may take to answer /health. Default 60 s (3 starting at once on 2 cores). */
  startTimeoutMs?: number;
  /** The folder of the logs and data (created if missing); default a new temp folder. */
  dir?: string;
  /** How a replica is started: the folder and node's arguments (default api/ and the compiled API's). */
  launch?: { cwd: string; nodeArgs: string[] };
}

export interface ApiReplicas {
  readonly ports: readonly number[];
  /** http://127.0.0.1:<port> of each replica: straight to it, past nginx. */
  readonly urls: readonly string[];
  /** Where each replica's output goes (appended across restarts). */
  readonly logFiles: readonly string[];
  /** The folder of the logs and each replica's DATA_DIR. */
  readonly dir: string;
  /** The environment every replica runs with (secrets included: for tests that mint or check tokens). */
  readonly env: Readonly<Record<string, string>>;
  pid(i: number): number;
  running(i: number): boolean;
  /** SIGKILL, as a crash: nothing finishes. Resolves once the process is gone. */
  kill(i: number): Promise<void>;
  /** Starts replica i again on its port; resolves once it answers /health. */
  restart(i: number): Promise<void>;
  /** SIGTERM to all (in-flight requests finish), SIGKILL after 20 s; removes `dir` unless kept. */
  stopAll(options?: { keepLogs?: boolean }): Promise<void>;
  logTail(i: number, lines?: number): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(36).toString('base64url');

/**
 * A Web Push (VAPID) key pair as the API reads it (web-push's format): the P-256 public key as its
 * uncompressed point, the private key as its scalar, both base64url. Production requires one, shared
 * by every replica: a browser subscribes to one server key.
 */
export function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const { d } = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: d!, VAPID_SUBJECT: 'mailto:topology@momentum.invalid' };
}

export async function startApiReplicas(options: ApiReplicasOptions): Promise<ApiReplicas> {
  // Built first when stale, whatever starts it.
  const compiled = { cwd: apiDir, nodeArgs: compiledApiArgs() };
  const { cwd, nodeArgs } = options.launch ?? compiled;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-replicas-'));
  fs.mkdirSync(dir, { recursive: true });
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const inherited = { ...process.env };
  // Nothing of the caller's own API settings may leak in: the topology's are the only ones.
  for (const name of Object.keys(inherited)) if (/^(DATABASE_URL|REDIS_URL|S3_|PHOTO_|KAKAO_|TEST_)/.test(name)) delete inherited[name];
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true',
    HOST: '127.0.0.1',
    PUBLIC_URL: options.publicUrl,
    APP_ORIGINS: options.appOrigins,
    TRUST_PROXY: 'loopback',
    // Replicas must share these: a token or photo URL signed by one is checked by another, and a push
    // subscription is made to the one server key.
    JWT_SECRET: secret(),
    PHOTO_URL_SECRET: secret(),
    ...vapidKeys(),
    LOG_LEVEL: 'info',
    ...options.services,
    ...options.env,
  };
  const logFiles = options.ports.map((port, i) => path.join(dir, `replica-${i}-${port}.log`));
  const children: Array<ChildProcess | null> = options.ports.map(() => null);
  const isRunning = (i: number) => {
    const child = children[i];
    return !!child && child.exitCode === null && child.signalCode === null;
  };
  const unregister = cleanUpOnExit(() => {
    for (let i = 0; i < children.length; i += 1) if (isRunning(i)) children[i]!.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const logTail = (i: number, lines = 30) => {
    try {
      return fs.readFileSync(logFiles[i]!, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };

  async function launch(i: number): Promise<void> {
    const port = options.ports[i]!;
    const dataDir = path.join(dir, `data-${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const log = fs.openSync(logFiles[i]!, 'a');
    const child = spawn(process.execPath, nodeArgs, {
      cwd,
      env: { ...inherited, ...shared, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    children[i] = child;
    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (!isRunning(i)) throw new Error(`API replica ${i} (port ${port}) exited while starting:\n${logTail(i)}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`API replica ${i} (port ${port}) did not answer /health within ${startTimeoutMs} ms:\n${logTail(i)}`);
  }

  async function end(i: number, signal: NodeJS.Signals, graceMs: number): Promise<void> {
    const child = children[i];
    if (!child || !isRunning(i)) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
  }

  const replicas: ApiReplicas = {
    ports: options.ports,
    urls: options.ports.map((port) => `http://127.0.0.1:${port}`),
    logFiles,
    dir,
    env: shared,
    pid(i) {
      const child = children[i];
      if (!child?.pid || !isRunning(i)) throw new Error(`API replica ${i} is not running`);
      return child.pid;
    },
    running: isRunning,
    kill: (i) => end(i, 'SIGKILL', 0),
    async restart(i) {
      await end(i, 'SIGTERM', 20_000);
      await launch(i);
    },
    async stopAll({ keepLogs = false } = {}) {
      await Promise.all(options.ports.map((_, i) => end(i, 'SIGTERM', 20_000)));
      unregister();
      if (!keepLogs) fs.rmSync(dir, { recursive: true, force: true });
    },
    logTail,
  };

  try {
    // All at once, as a deployment starts them: migrations take turns under their advisory lock.
    await Promise.all(options.ports.map((_, i) => launch(i)));
  } catch (error) {
    // The error carries the failing replica's log tail.
    await replicas.stopAll();
    throw error;
  }
  return replicas;
}
