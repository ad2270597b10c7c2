// The worker's own Rspack compilation after the shell's build, then @serwist/build injects the precache list
// (Serwist's webpack plugins need webpack child compilers, which Rspack lacks).
import path from 'node:path';
import fs from 'node:fs';
import type { Compiler, RspackOptions } from '@rspack/core';
import { injectManifest } from '@serwist/build';
import { swcEnv, writeCompressedSiblings } from '@momentum/rspack-config';
import { HASHED_NAME, PRECACHE_GLOBS, PRECACHE_IGNORES } from './caching-rules';

/** Where every app's production source maps go: beside dist/, never served (shared/rspack-config served-output-plugin). */
const SOURCE_MAP_DIR = 'dist-sourcemaps';

// Kept out of dist/, so never served.
const UNINJECTED_DIR = 'dist-service-worker';
const SERVICE_WORKER_FILE = 'sw.js';

class InjectPrecacheList {
  constructor(private readonly shellDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheList', async () => {
      const distDir = path.join(this.shellDir, 'dist');
      const { count, size, warnings } = await injectManifest({
        swSrc: path.join(this.shellDir, UNINJECTED_DIR, SERVICE_WORKER_FILE),
        swDest: path.join(distDir, SERVICE_WORKER_FILE),
        globDirectory: distDir,
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        dontCacheBustURLsMatching: HASHED_NAME,
        modifyURLPrefix: { '': '/' },
      });
      if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
      moveMapAside(distDir, path.join(this.shellDir, SOURCE_MAP_DIR));
      // Static hosts send the build's precompressed copies (gzip_static): the worker is no exception.
      writeCompressedSiblings(path.join(distDir, SERVICE_WORKER_FILE));
      if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('service worker: the shell build has no index.html to precache');
      console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
    });
  }
}

function moveMapAside(distDir: string, mapDir: string): void {
  const worker = path.join(distDir, SERVICE_WORKER_FILE);
  const map = `${worker}.map`;
  if (!fs.existsSync(map)) throw new Error('service worker: no source map was written');
  fs.mkdirSync(mapDir, { recursive: true });
  fs.renameSync(map, path.join(mapDir, `${SERVICE_WORKER_FILE}.map`));
  fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'));
}

export function serviceWorkerConfig(shellDir: string): RspackOptions {
  return {
    name: 'service-worker',
    dependencies: ['federated'],
    mode: 'production',
    context: shellDir,
    target: 'webworker',
    entry: { sw: './service-worker/sw.ts' },
    output: { path: path.join(shellDir, UNINJECTED_DIR), filename: SERVICE_WORKER_FILE, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { env: swcEnv(shellDir), jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: true, nodeEnv: 'production' },
    // A map named in the file, so the injection keeps it right; moveMapAside then takes the name out.
    devtool: 'source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [new InjectPrecacheList(shellDir)],
  };
}
