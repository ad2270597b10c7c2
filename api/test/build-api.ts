// The compiled API (dist/main.js) the process tests start, as production does: vitest's global setup
// builds it once per run when a source is newer than the output (scripts/build.mjs --if-stale).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
export const COMPILED_ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url));

export function buildApiIfStale(): void {
  execFileSync(process.execPath, [BUILD_SCRIPT, '--if-stale'], { stdio: 'inherit' });
}

export default buildApiIfStale;
