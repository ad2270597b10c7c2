// Preloads the shell's critical async chunks so they download beside main.js, not after it has run. Runs before
// PrecompressPlugin; also leaves the marker for the tab's first GETs (page-contract/page-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { TAB_HINTS_MARKER } from '../page-contract/page-files';

export class PreloadCriticalChunksPlugin implements RspackPluginInstance {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PreloadCriticalChunksPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path ?? compiler.outputPath;
      const htmlFile = path.join(outDir, 'index.html');
      if (!fs.existsSync(htmlFile)) return;
      const files = this.chunkNames.flatMap((name) => {
        const chunk = compilation.namedChunks.get(name);
        if (!chunk) throw new Error(`PreloadCriticalChunksPlugin: no chunk named ${name}`);
        return [...chunk.files].filter((file) => file.endsWith('.js'));
      });
      // Absolute URLs, like the entry script's: the page is also served for deep links.
      const tags = files.map((file) => `<link rel="preload" as="script" href="/${file}" />`).join('');
      const html = fs.readFileSync(htmlFile, 'utf8');
      fs.writeFileSync(htmlFile, html.replace('</head>', `${tags}${TAB_HINTS_MARKER}</head>`));
    });
  }
}
