// The real production API for the load run, started as `pnpm start` starts it (`node dist/main.js`
// in api/), on a fresh DATA_DIR in a temp folder, with its JSON log in a file there.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ORIGIN } from './user-flow';
import { apiDir, compiledApiArgs } from '../compiled-api';

/**
 * Every simulated user signs in from 127.0.0.1, so the per-IP sign-in limit (30/min by default, there
 * against password-guessing style abuse) would refuse most of them: the run raises it, and says so.
 */
export const LOAD_AUTH_RATE_LIMIT = 100_000;

export interface ApiServer {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** The last lines of the API's log, for a failure message. */
  logTail(lines?: number): string;
  /** SIGTERM (graceful: in-flight requests finish), SIGKILL after 20 s; removes the data folder unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ApiServerOptions {
  port: number;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  env?: Record<string, string>;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-load-'));
  const logFile = path.join(dataDir, 'api.log');
  const url = `http://127.0.0.1:${options.port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const env: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    APP_ORIGINS: APP_ORIGIN,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT_PER_MINUTE: String(LOAD_AUTH_RATE_LIMIT),
    LOG_LEVEL: 'info',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, compiledApiArgs(), {
    cwd: apiDir,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const logTail = (lines = 30) => {
    try {
      return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };
  const stop = async ({ keepData = false } = {}) => {
    if (!gone) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) return { url, pid: child.pid!, dataDir, logFile, logTail, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const tail = logTail();
  await stop();
  throw new Error(`the API did not become healthy on ${url} (${gone ? 'it exited' : 'timeout'}):\n${tail}`);
}
