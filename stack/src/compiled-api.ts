// The stack runs the API as production does: `node dist/main.js` in api/ (docs/adr/0011), built first
// when a source is newer than the output, so a spec or a benchmark never measures a stale build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './stack-config';

export const apiDir = path.join(repoRoot, 'api');
let built = false;

/** node's arguments for the compiled API (building it first, once per process, if stale). */
export function compiledApiArgs(): string[] {
  if (!built) {
    execFileSync(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
    built = true;
  }
  return ['--enable-source-maps', path.join(apiDir, 'dist', 'main.js')];
}

/** The command that starts the compiled API in `apiDir`. */
export function compiledApiCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: compiledApiArgs() };
}
