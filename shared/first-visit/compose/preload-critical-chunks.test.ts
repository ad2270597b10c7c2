import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { PreloadCriticalChunksPlugin } from './preload-critical-chunks';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-chunks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(chunkNames: string[]): Promise<string> {
  fs.writeFileSync(path.join(dir, 'entry.js'), "import(/* webpackChunkName: \"bootstrap\" */ './later.js');");
  fs.writeFileSync(path.join(dir, 'later.js'), 'document.title = "later";');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    plugins: [new rspack.HtmlRspackPlugin({ publicPath: '/' }), new PreloadCriticalChunksPlugin(chunkNames)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8'));
    }),
  );
}

describe('PreloadCriticalChunksPlugin', () => {
  it('preloads the named async chunks from the page, by their hashed absolute URLs', async () => {
    const html = await build(['bootstrap']);
    const file = fs.readdirSync(path.join(dir, 'dist')).find((name) => /^bootstrap\.[0-9a-f]{8}\.js$/.test(name));
    expect(file).toBeDefined();
    expect(html).toContain(`<link rel="preload" as="script" href="/${file}" /><!--momentum:tab-hints--></head>`);
  });

  it('fails the build when a named chunk does not exist, rather than preloading nothing', async () => {
    await expect(build(['no-such-chunk'])).rejects.toThrow(/no chunk named no-such-chunk/);
  });
});
