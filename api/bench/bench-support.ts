// Helpers of the photo benchmark: the API as a child process, sign-in through the development
// provider, streamed uploads from generators, and memory sampling from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, localUrl } from '@momentum/apps';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CALLBACK = `${localUrl(app('shell').port)}/auth/kakao/callback`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/main.ts` under node + tsx's loader (so the pid is the server itself) and waits for /health. */
export async function startApi(dataDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const url = `http://127.0.0.1:${port}`;
  // No Kakao or AI configuration: the development provider signs the bench user in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(KAKAO_|OPENAI_|DATABASE_URL|PHOTO_DIR|UPLOAD_MAX)/.test(k)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('API did not start');
}

export async function signIn(url: string): Promise<string> {
  const form = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: CALLBACK, state: 'b', action: 'login', nickname: '벤치', email: 'bench@example.com' });
  const authorize = await fetch(`${url}/oauth/authorize`, { method: 'POST', redirect: 'manual', body: form });
  const code = new URL(authorize.headers.get('location')!).searchParams.get('code');
  const post = (p: string, body: unknown) =>
    fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const { access_token } = (await post('/auth/kakao-login', { code, redirectUri: CALLBACK })) as { access_token: string };
  const { accessToken } = (await post('/auth/kakao-login/user', { kakaoAccessToken: access_token })) as { accessToken: string };
  if (!accessToken) throw new Error('sign-in failed');
  return accessToken;
}

/** JSON call; throws unless 2xx. */
export async function api<T>(url: string, token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const BOUNDARY = '----momentum-bench';

/**
 * PATCHes a multipart upload whose file bytes come from `file` (a generator: never one buffer).
 * Resolves with the status once answered; stops sending when the server answers early.
 */
export function streamUpload(url: string, token: string, file: Iterable<Buffer>): Promise<{ status: number; sent: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, sent, ms: performance.now() - started });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    (async () => {
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photoUrl"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      for (const chunk of file) {
        if (answered || req.destroyed) return;
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      if (!answered && !req.destroyed) req.end(`\r\n--${BOUNDARY}--\r\n`);
    })().catch(reject);
  });
}

/** Polls the process's resident set size (VmRSS) and keeps the maximum, in MB. */
export function rssSampler(pid: number) {
  const read = (field: string) => {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
    return match ? Number(match[1]) / 1024 : 0;
  };
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, read('VmRSS'))), 20);
  return {
    /** Starts a new phase; returns the current RSS. */
    reset: () => (peak = read('VmRSS')),
    peak: () => Math.max(peak, read('VmRSS')),
    hwm: () => read('VmHWM'),
    stop: () => clearInterval(timer),
  };
}
