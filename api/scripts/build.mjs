#!/usr/bin/env node
// `pnpm --filter @momentum/api build`: one JavaScript bundle for plain `node` (ADR 0011), behind dist/main.js,
// which refuses an older Node first. Every import outside the workspace must be an API dependency. drizzle/
// and public/ are copied beside it. `--if-stale` builds only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '@momentum/tools/build-freshness';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '..');
const distDir = path.join(apiDir, 'dist');
const output = path.join(distDir, 'main.js');
/** The Node the bundle is built for: the major of `engines` (dist/main.js refuses an older one). */
const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const nodeMajor = Number(/^>=(\d+)$/.exec(manifest.engines?.node ?? '')?.[1]);
/** What dist/main.js must parse on: old enough for any Node an operator may still have. */
const GATE_TARGET = 'node14';
/** Copied into dist/ as they are: the SQL migrations and the files the API serves. */
const ASSETS = ['drizzle', 'public'];
/** Everything a build reads; a change in any of them makes dist/ stale. */
const INPUTS = [
  ...['src', ...ASSETS, 'package.json', 'scripts/build.mjs'].map((p) => path.join(apiDir, p)),
  path.join(repoRoot, 'shared/contracts/src'),
  path.join(repoRoot, 'shared/contracts/package.json'),
  path.join(repoRoot, 'shared/apps/src'),
  path.join(repoRoot, 'shared/apps/package.json'),
];

export function isStale() {
  return !fs.existsSync(output) || newestMtime(INPUTS, []) > fs.statSync(output).mtimeMs;
}

/** A bare import's package name: `@scope/name/sub` → `@scope/name`, `pg/lib` → `pg`. */
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

export async function build() {
  const { build: esbuild } = await import('esbuild');
  if (!Number.isInteger(nodeMajor)) throw new Error(`api build: engines.node in api/package.json must read ">=<major>", not ${manifest.engines?.node}`);
  const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
  const undeclared = new Set();
  /** Workspace packages are bundled; node_modules stay external, and must be runtime dependencies. */
  const externals = {
    name: 'node-modules-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
        if (specifier.startsWith('node:') || specifier.startsWith('@momentum/')) return undefined;
        if (!runtime.has(packageName(specifier))) undeclared.add(packageName(specifier));
        return { path: specifier, external: true };
      });
    },
  };
  // Built beside dist/ and swapped in, so a server or test starting meanwhile never sees half a build.
  const staging = fs.mkdtempSync(path.join(apiDir, '.dist-'));
  fs.chmodSync(staging, 0o755);
  try {
    await esbuild({
      entryPoints: [path.join(apiDir, 'src/main.ts')],
      outfile: path.join(staging, 'server.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${nodeMajor}`,
      sourcemap: true,
      // Stack traces name the source files (node --enable-source-maps), not dist/server.js lines.
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [externals],
    });
    // The gate's `import('./main.js')` is the server's entry in source, the bundle beside it once built.
    const serverBundle = {
      name: 'server-bundle',
      setup(builder) {
        builder.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './server.js', external: true }));
      },
    };
    await esbuild({
      entryPoints: [path.join(apiDir, 'src/node-version-gate.ts')],
      outfile: path.join(staging, 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: GATE_TARGET,
      define: { BUILT_FOR_NODE_MAJOR: String(nodeMajor) },
      logLevel: 'warning',
      plugins: [serverBundle],
    });
    if (undeclared.size > 0) {
      throw new Error(`api build: imported but not in api/package.json "dependencies": ${[...undeclared].join(', ')}`);
    }
    for (const asset of ASSETS) fs.cpSync(path.join(apiDir, asset), path.join(staging, asset), { recursive: true });
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.renameSync(staging, distDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const began = performance.now();
  await build();
  console.log(`api: built dist/main.js in ${Math.round(performance.now() - began)} ms`);
}
