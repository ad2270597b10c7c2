// Writes a remote's `first-screen.json`: the GETs its screens send on first render, by route, which the
// shell names in the tab's page so they start while the code downloads (ADR 0008). Paths only: the
// shell joins them to its configured API origin.
import { rspack, type Compiler } from '@rspack/core';

import { FIRST_SCREEN_FILE } from './page-files';

export type FirstScreenRequests = Readonly<Record<string, readonly string[]>>;

export class FirstScreenRequestsPlugin {
  constructor(private readonly requests: FirstScreenRequests) {
    for (const [route, paths] of Object.entries(requests)) {
      if (!route.startsWith('/') || paths.some((p) => !p.startsWith('/api/'))) {
        throw new Error(`first-screen requests: "${route}" → ${paths.join(', ')}: routes start with "/", paths with "/api/"`);
      }
    }
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenRequestsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreenRequestsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FIRST_SCREEN_FILE, new rspack.sources.RawSource(JSON.stringify(this.requests)));
      });
    });
  }
}
