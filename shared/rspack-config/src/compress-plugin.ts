// `.br` and `.gz` siblings of the output, so servers send precompressed bytes instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
// Small chunks count too: a first visit fetches a dozen of them, and brotli halves even a 300-byte one.
const MIN_BYTES = 256;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path ?? compiler.outputPath;
      for (const name of Object.keys(compilation.assets)) {
        if (COMPRESSIBLE.test(name)) writeCompressedSiblings(path.join(outDir, name));
      }
    });
  }
}

export function writeCompressedSiblings(file: string): void {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  const gzip = zlib.gzipSync(bytes, { level: 9 });
  const brotli = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  // A sibling only when it is smaller: the server prefers it whenever it exists.
  if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
  if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
}
