/* global fetch, AbortSignal -- Node 20 globals */
// Child-process helpers for scripts/dev.mjs and scripts/start.mjs: prefixed output, readiness
// polling and a clean shutdown of everything that was started.
import { spawn } from 'node:child_process';

const COLORS = [36, 33, 35, 32, 34, 31];
const children = [];

/** Starts a command in its own process group, prefixing each output line with `[name]`. */
export function run(name, command, args, { env = process.env, cwd = process.cwd() } = {}) {
  const color = COLORS[children.length % COLORS.length];
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
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

/** Polls a URL until it answers (any status below 500) or the time runs out. */
export async function waitForUrl(url, timeoutMs = 120_000) {
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

let stopping = false;

/** Stops every started child (their whole process group) and then runs `extra`, once. */
export function onShutdown(extra = async () => {}) {
  const stop = async (signal) => {
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

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal); // the child's own process group (pnpm → tsx → node)
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
