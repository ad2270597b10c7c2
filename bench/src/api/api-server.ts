// The real API process, started the way `pnpm start` starts it (`node dist/main.js` in api/), its
// configuration only through the environment that api/src/config/env.ts reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { apiDir, compiledApiArgs } from '@momentum/stack/compiled-api';

export interface ApiServer {
  url: string;
  pid: number;
  /** The last lines the process wrote (for a failure message). */
  output(): string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  port: number;
  jwtSecret: string;
  /** PGlite: the DATA_DIR whose `db` folder holds the seeded database. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
}

export async function startApiServer({ port, jwtSecret, dataDir, databaseUrl }: ApiServerOptions): Promise<ApiServer> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, JWT_SECRET: jwtSecret,
    // Per-request info logs would measure the log pipe; warnings and errors still show.
    LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child: ChildProcess = spawn(process.execPath, compiledApiArgs(), { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  // Migrations run at start; a large PGlite folder takes a few seconds to open.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) return { url, pid: child.pid!, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the API did not become healthy on ${url}:\n${output}`);
}
