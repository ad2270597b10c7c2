import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cleanUpOnExit } from '../clean-up-on-exit.js';

/** A throwaway S3-compatible server (s3rver) on 127.0.0.1, path-style, with one bucket made. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  directory: string;
  /** SIGKILL, as a crash would: the folder (the objects) stays for `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export interface S3TestServerOptions {
  bucket?: string;
  startTimeoutMs?: number;
}

const CHILD = fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url));
// s3rver knows one account; any other key id is refused with InvalidAccessKeyId.
const S3RVER_KEY = 'S3RVER';

/** The child ends with its parent: it watches its stdin. */
export async function startS3Server(options: S3TestServerOptions = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'momentum-photos';
  const timeoutMs = options.startTimeoutMs ?? 15_000;
  const directory = mkdtempSync(path.join(tmpdir(), 'momentum-s3-'));
  let child: ChildProcess | null = null;

  let destroyed = false;
  const removeSync = () => {
    destroyed = true;
    if (child && isRunning(child)) child.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  };
  const unregister = cleanUpOnExit(removeSync);
  const launch = async (port: number) => {
    const started = await spawnS3rver(directory, bucket, port, timeoutMs);
    child = started.child;
    return started.port;
  };

  try {
    const port = await launch(0);
    return {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      directory,
      async stop() {
        if (!child || !isRunning(child)) return;
        const exited = new Promise((r) => child!.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      },
      async start() {
        if (destroyed) throw new Error('this s3rver was destroyed');
        if (child && isRunning(child)) return;
        await launch(port);
      },
      async destroy() {
        if (destroyed) return;
        unregister();
        const running = child;
        if (running && isRunning(running)) {
          const exited = new Promise((r) => running.once('exit', r));
          // Closing stdin is the child's cue to exit; SIGKILL below only if it does not.
          running.stdin?.end();
          const timer = setTimeout(() => running.kill('SIGKILL'), 3_000);
          await exited;
          clearTimeout(timer);
        }
        removeSync();
      },
    };
  } catch (error) {
    unregister();
    removeSync();
    throw error;
  }
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** One s3rver child over `directory`; port 0 lets the system pick, a given port is taken again. */
async function spawnS3rver(directory: string, bucket: string, port: number, timeoutMs: number) {
  const child = spawn(process.execPath, [CHILD, directory, bucket, String(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`s3rver did not start in time: ${stderr}`)), timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited (${code}) before listening: ${stderr}`));
      });
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      });
    });
    return { child, port: listening };
  } catch (error) {
    if (isRunning(child)) child.kill('SIGKILL');
    throw error;
  }
}
