// For the launchers' clean-up tests: a process that starts a server and then ends by a signal nobody in
// it handles, so only the launcher's own exit hook can clean up.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..', '..');

/**
 * Runs `lines` (ES module code; `./src/index.ts` is this package) in a child Node process that then
 * sends itself SIGTERM, and returns what it printed. Throws when it ended any other way.
 */
export function outputOfProcessEndedBySigterm(lines: string[]): string {
  const script = [...lines, "process.kill(process.pid, 'SIGTERM');", 'await new Promise((resolve) => setTimeout(resolve, 60_000));'].join('\n');
  try {
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  } catch (error) {
    const failure = error as { signal?: string; stdout?: string };
    if (failure.signal === 'SIGTERM') return failure.stdout ?? '';
    throw error;
  }
  throw new Error('the process exited by itself instead of by SIGTERM');
}
