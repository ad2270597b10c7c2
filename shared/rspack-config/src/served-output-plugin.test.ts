// ServedOutputPlugin on a real rspack production build: maps aside, nothing unserved in dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { servedOutputProblems } from '@momentum/static-host/served-files';
import { ServedOutputPlugin } from './served-output-plugin';

const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-output-'));
afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

/** Emits build metadata the way the federation plugin emits mf-manifest-stats.json. */
const emitsStats: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('emits-stats', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'emits-stats', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        compilation.emitAsset('mf-manifest-stats.json', new rspack.sources.RawSource('{"metaData":{}}'));
      });
    });
  },
};

function build(plugins: RspackPluginInstance[], devtool: 'hidden-source-map' | 'source-map' = 'hidden-source-map'): Promise<void> {
  fs.writeFileSync(path.join(appDir, 'entry.js'), "import('./later.js').then((m) => m.run());");
  fs.writeFileSync(path.join(appDir, 'later.js'), 'export function run() { document.title = "later"; }');
  const compiler = rspack({
    mode: 'production',
    context: appDir,
    devtool,
    entry: { main: './entry.js' },
    output: { path: path.join(appDir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

const files = (dir: string) => fs.readdirSync(path.join(appDir, dir)).sort();

describe('ServedOutputPlugin', () => {
  it('writes the maps beside dist/ and leaves no map, map comment or stats file in it', async () => {
    fs.mkdirSync(path.join(appDir, 'dist-sourcemaps'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'dist-sourcemaps', 'stale.js.map'), '{}');
    await build([emitsStats, new ServedOutputPlugin({ appDir, clean: true })]);

    const served = files('dist');
    const scripts = served.filter((name) => name.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    expect(served.filter((name) => name.endsWith('.map') || name.includes('stats'))).toEqual([]);
    for (const script of scripts) expect(fs.readFileSync(path.join(appDir, 'dist', script), 'utf8')).not.toContain('sourceMappingURL');
    // Every script's map, and nothing left from an earlier build.
    expect(files('dist-sourcemaps')).toEqual(scripts.map((name) => `${name}.map`).sort());
    const map = JSON.parse(fs.readFileSync(path.join(appDir, 'dist-sourcemaps', `${scripts.find((s) => s.startsWith('main'))}.map`), 'utf8'));
    expect(map.sources.join(' ')).toContain('entry.js');
    expect(servedOutputProblems(appDir)).toEqual([]);
  });

  it('is what the build-output check asks for: a default build fails it on each count', async () => {
    fs.rmSync(path.join(appDir, 'dist-sourcemaps'), { recursive: true, force: true });
    await build([emitsStats], 'source-map');
    const problems = servedOutputProblems(appDir).join('\n');
    expect(problems).toMatch(/dist\/mf-manifest-stats\.json: must not be in the served folder/);
    expect(problems).toMatch(/dist\/main\.[0-9a-f]{8}\.js\.map: must not be in the served folder/);
    expect(problems).toMatch(/dist\/main\.[0-9a-f]{8}\.js: names a source map/);
    expect(problems).toMatch(/dist\/main\.[0-9a-f]{8}\.js: no map in dist-sourcemaps/);
  });
});
