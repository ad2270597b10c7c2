// Source maps go to dist-sourcemaps/ (served, they hand out the source) and build metadata is dropped (static-host's served-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { isNeverServed, SOURCE_MAP_DIR } from '@momentum/static-host/served-files';

const NAME = 'ServedOutputPlugin';

export interface ServedOutputOptions {
  appDir: string;
  clean: boolean;
}

export class ServedOutputPlugin implements RspackPluginInstance {
  constructor(private readonly options: ServedOutputOptions) {}

  apply(compiler: Compiler): void {
    const mapDir = path.join(this.options.appDir, SOURCE_MAP_DIR);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The last stage: after the source maps and the federation manifest (and its stats) are made.
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (this.options.clean) fs.rmSync(mapDir, { recursive: true, force: true });
        for (const asset of compilation.getAssets()) {
          if (asset.name.endsWith('.map')) {
            const file = path.join(mapDir, asset.name);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, asset.source.buffer());
            compilation.deleteAsset(asset.name);
          } else if (isNeverServed(asset.name)) {
            compilation.deleteAsset(asset.name);
          }
        }
      });
    });
  }
}
