// The real API process as production runs it (`node dist/main.js`, built by the tests' global setup)
// for fault tests: started, awaited until /health answers, and killed however the test wants. Shaped
// like a TestApp so the sign-in helpers work.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadConfig } from '../src/config/env.js';
import { API_DIR, COMPILED_ENTRY } from './build-api.js';
import { TEST_PHOTO_URL_SECRET, TEST_SECRET, TEST_VAPID, type TestApp } from './build-test-app.js';

/**
 * How long a compiled API may take to answer /health 200 before a test gives up on it. Only a bound
 * against a start that hangs: a healthy start returns as soon as it answers. On a quiet machine that
 * is 1-3 s; with the CPU shared by a dozen processes a fresh PGlite's first start took over 30 s.
 */
export const API_START_BOUND_MS = 120_000;

export interface ApiProcess {
  child: ChildProcess;
  /** Enough of a TestApp for signIn()/postJson(): url and config. */
  t: TestApp;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

/** The process tests ask for a port here; it is the dev-services one, so there is one way to pick a port. */
export { freePort } from '@momentum/dev-services';

export function localApiEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    PHOTO_URL_SECRET: TEST_PHOTO_URL_SECRET,
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    VAPID_SUBJECT: TEST_VAPID.subject,
    // Every test user signs in from 127.0.0.1.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  };
}

/** Starts the API with `env` on top of a clean environment (no inherited DATABASE_URL) and waits for health 200. */
export interface StartApiOptions {
  /** How long to wait for /health 200. Default API_START_BOUND_MS. */
  timeoutMs?: number;
  /** The process's working folder. Default api/ (as `pnpm --filter @momentum/api start`). */
  cwd?: string;
}

export async function startApiProcess(env: Record<string, string>, { timeoutMs = API_START_BOUND_MS, cwd = API_DIR }: StartApiOptions = {}): Promise<ApiProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const fullEnv = { ...inherited, LOG_LEVEL: 'warn', ...env };
  const child = spawn(process.execPath, ['--enable-source-maps', COMPILED_ENTRY], { cwd, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const config = loadConfig(fullEnv);
  const t = { url: config.publicUrl, config } as unknown as TestApp;

  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${t.url}/health`)).status === 200) return { child, t, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not become healthy (${gone ? 'it exited' : 'timeout'}):\n${output}`);
}

/** Kills a test's API process if it is still running, and waits until it is gone. */
export async function killApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGKILL');
  await api.exited;
}

/** Runs the API with `env` (as startApiProcess does) for a start-up that must fail: its exit code and output. */
export async function runApiProcessToExit(env: Record<string, string>, timeoutMs = API_START_BOUND_MS): Promise<{ exit: string; output: string }> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const exit = await new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  clearTimeout(timer);
  return { exit, output };
}
