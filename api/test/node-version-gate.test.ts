// dist/main.js refuses a Node older than the one its bundle is built for (engines' major), saying which,
// before the bundle loads: on the machine's own older Node (Debian's nodejs package on this image) and on
// this Node made to report an older version.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, localApiEnv } from './api-process.js';
import { API_DIR, COMPILED_ENTRY } from './build-api.js';

const engines = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).engines.node as string;
const BUILT_FOR = Number(/^>=(\d+)$/.exec(engines)![1]);
/** Without the gate the API would start and listen: a bound, not a figure. */
const BOUND_MS = 60_000;

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** The first `node` on PATH (or at Debian's path) older than BUILT_FOR; pnpm puts the project's own first. */
function olderNode(): { bin: string; version: string } | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs.filter(Boolean)) {
    const bin = path.join(dir, 'node');
    if (!fs.existsSync(bin)) continue;
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    if (version && major(version) < BUILT_FOR) return { bin, version: version.replace(/^v/, '') };
  }
  return undefined;
}

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** Runs the entry to its end; one still running after BOUND_MS (the server started) is killed. */
async function runEntry(node: string, nodeArgs: string[]) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-node-gate-'));
  const env = { ...process.env, ...localApiEnv(await freePort(), dataDir) };
  delete env.DATABASE_URL;
  const child = spawn(node, [...nodeArgs, '--enable-source-maps', COMPILED_ENTRY], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const bound = setTimeout(() => child.kill('SIGKILL'), BOUND_MS);
  const [status, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  clearTimeout(bound);
  return { status, signal, stdout, stderr };
}

describe(`dist/main.js on a Node older than ${BUILT_FOR}`, () => {
  // The Quick start runs on any Node that runs pnpm, so a machine may have none older than the project's;
  // this image (and so CI) has Debian's, on which the entry's syntax itself is proven.
  const old = olderNode();
  it.runIf(old)("exits 1 on the machine's older Node, saying which it needs and which it got, before opening anything", async () => {
    const run = await runEntry(old!.bin, []);
    expect(run).toEqual({ status: 1, signal: null, stdout: '', stderr: `Momentum API needs Node.js ${BUILT_FOR} or newer; this is ${old!.version}.\n` });
    expect(fs.readdirSync(dataDir!)).toEqual([]);
  }, BOUND_MS + 30_000);

  it('exits 1 on this Node when it reports an older version', async () => {
    const older = `${BUILT_FOR - 2}.9.0`;
    const pretend = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${older}'})`;
    const run = await runEntry(process.execPath, ['--import', pretend]);
    expect(run).toEqual({ status: 1, signal: null, stdout: '', stderr: `Momentum API needs Node.js ${BUILT_FOR} or newer; this is ${older}.\n` });
    expect(fs.readdirSync(dataDir!)).toEqual([]);
  }, BOUND_MS + 30_000);
});
