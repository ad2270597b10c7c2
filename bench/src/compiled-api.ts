// The benchmarks measure the API as production runs it: `node dist/main.js` in api/ (docs/adr/0011),
// built first when a source is newer than the output.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('../../api', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../api/scripts/build.mjs', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

/** node's arguments for the compiled API, building it first when stale. */
export function compiledApiArgs(): string[] {
  execFileSync(process.execPath, [BUILD_SCRIPT, '--if-stale'], { stdio: 'inherit' });
  return ['--enable-source-maps', ENTRY];
}
