// Writes `.br` and `.gz` siblings of every compressible output file after a production build, so the
// static server can send precompressed bytes without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path ?? compiler.outputPath;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outDir, name);
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
    });
  }
}
