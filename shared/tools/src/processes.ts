// Child-process helpers for scripts/dev.mjs and scripts/start.mjs: prefixed output, readiness
// polling and a clean shutdown of everything that was started.
import { spawn, type ChildProcess } from 'node:child_process';

const COLORS = [36, 33, 35, 32, 34, 31];
const children: ChildProcess[] = [];
let stopping = false;

/** Starts a command in its own process group, prefixing each output line with `[name]`. */
export function run(name: string, command: string, args: string[], { env = process.env, cwd = process.cwd() }: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): ChildProcess {
  const color = COLORS[children.length % COLORS.length];
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${prefix}exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

export function onShutdown(extra: () => Promise<unknown> = async () => {}): (signal: string) => Promise<void> {
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\nstopping (${signal})...`);
    await extra();
    await Promise.all(children.map(stopChild));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return stop;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const kill = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-pid, signal); // the child's own process group (pnpm → tsx → node)
      } catch {
        // already gone
      }
    };
    child.once('exit', () => resolve());
    kill('SIGTERM');
    // The API finishes in-flight requests on SIGTERM; force only if it hangs.
    setTimeout(() => kill('SIGKILL'), 10_000).unref();
  });
}
