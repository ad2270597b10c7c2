// A remote's first-screen.json: the GETs its screens send on first render, by route, for the tab's page to start them while the code downloads (ADR 0008).
import { rspack, type Compiler } from '@rspack/core';

import { FIRST_SCREEN_FILE } from '../page-contract/page-files';

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
