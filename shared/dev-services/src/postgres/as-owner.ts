// initdb refuses to run as root: as root, a cluster belongs to the `postgres` user Debian's package
// creates, and every PostgreSQL tool runs as that user; otherwise as ourselves.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isRoot } from './binaries.js';

const execFileAsync = promisify(execFile);

function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const file = path.join(bin, tool);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

export async function runAsOwner(bin: string, tool: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, tool, args);
  try {
    await execFileAsync(file, argv);
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error });
  }
}

/** The same, blocking: for the exit hook, where nothing asynchronous runs any more. */
export function runAsOwnerSync(bin: string, tool: string, args: string[]): void {
  const [file, argv] = command(bin, tool, args);
  execFileSync(file, argv, { stdio: 'ignore' });
}

export function makeOwnedFolder(dir: string, mode = 0o755): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, mode);
  if (isRoot()) {
    const user = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    fs.chownSync(dir, Number(user), Number(group));
  }
}
