// Runs the suites with their runners' JSON reporters and reads the reports back. The suites' own
// output goes to log files in the run folder (printed on failure), so the summary stays readable.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDirs } from '@momentum/stack/stack-config';
import { fromPlaywright, fromVitest, type FileResult } from './reports';

const REPO = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
const APPS = Object.values(appDirs);

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; log: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(options.log, 'a');
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Files under `dir` (relative to the repo) whose names match, that exist now. */
export function existing(dir: string, match: RegExp): string[] {
  const abs = path.join(REPO, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((name) => match.test(name))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** `vitest run <files> --reporter=json` in api/; `files` relative to the repo. */
export async function runApiSuites(files: string[], runDir: string, env: Record<string, string>): Promise<FileResult[]> {
  const output = path.join(runDir, 'api-vitest.json');
  const log = path.join(runDir, 'api-vitest.log');
  const relativeToApi = files.map((f) => path.relative(path.join(REPO, 'api'), path.join(REPO, f)));
  await run('pnpm', ['exec', 'vitest', 'run', ...relativeToApi, '--reporter=json', `--outputFile=${output}`], {
    cwd: path.join(REPO, 'api'),
    env,
    log,
  });
  if (!fs.existsSync(output)) throw new Error(`vitest wrote no report; see ${log}`);
  return fromVitest(JSON.parse(fs.readFileSync(output, 'utf8')), REPO);
}

/**
 * The e2e fault specs under the e2e lock (one e2e stack at a time on this machine), after `pnpm build`
 * when an app has no dist yet (also under the lock: another run may be reading dist/).
 */
export async function runE2eSpecs(files: string[], runDir: string): Promise<FileResult[]> {
  const output = path.join(runDir, 'e2e.json');
  const log = path.join(runDir, 'e2e.log');
  const missing = APPS.filter((app) => !fs.existsSync(path.join(REPO, app, 'dist')));
  const specs = files.map((f) => path.relative(path.join(REPO, 'e2e'), path.join(REPO, f)));
  const script = [
    missing.length ? 'pnpm build' : 'true',
    `pnpm --filter @momentum/e2e exec playwright test ${specs.map((s) => `'${s}'`).join(' ')} --reporter=json`,
  ].join(' && ');
  await run('flock', ['/tmp/e2e.lock', 'bash', '-c', script], {
    cwd: REPO,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    log,
  });
  if (!fs.existsSync(output)) throw new Error(`Playwright wrote no report; see ${log}`);
  return fromPlaywright(JSON.parse(fs.readFileSync(output, 'utf8')), 'e2e/tests');
}

/** `<dir>/<suite>.json` written by api/test/security/counts.ts, or null when the suite never got there. */
export function readCounts(dir: string, suite: string): Record<string, number> | null {
  const file = path.join(dir, `${suite}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : null;
}
