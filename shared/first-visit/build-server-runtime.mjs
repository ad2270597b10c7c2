#!/usr/bin/env node
// `pnpm --filter @momentum/first-visit build`: runtime/server bundled into dist/server.mjs for plain
// `node`, since Node 20 cannot load TypeScript and a server should not need a loader (ADR 0013).
// `--if-stale` builds only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const output = path.join(dir, 'dist', 'server.mjs');
/** Everything the bundle is made from: the server side, the inline scripts, the shared file names. */
const INPUTS = ['runtime/server', 'runtime/inline-scripts', 'build/page-files.ts', 'build-server-runtime.mjs', 'package.json'];

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

const stale = () => !fs.existsSync(output) || Math.max(...INPUTS.map((p) => newestMtime(path.join(dir, p)))) > fs.statSync(output).mtimeMs;

if (!process.argv.includes('--if-stale') || stale()) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(dir, 'runtime/server/index.ts')],
    outfile: output,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: '// Built by shared/first-visit/build-server-runtime.mjs from runtime/server: edit the sources, not this file.' },
  });
}
