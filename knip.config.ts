// Dead code kept out: `pnpm lint` runs knip over the workspace (unused files, exports, types and
// dependencies). What knip cannot see is named here, each with its reason.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    // The federation `shared` map resolves zustand from each app's folder (shared/rspack-config's shared-map.ts).
    shell: { ignoreDependencies: ['zustand'] },
    // A remote's exposed modules are loaded by the shell at run time, by name.
    'mfe-*': { entry: ['src/index.ts', 'src/exposes/*.tsx'], ignoreDependencies: ['zustand'] },
    // The topology's browser specs run under their own config.
    e2e: { entry: ['playwright.topology.config.ts', 'topology/*.spec.ts'] },
    // Swapped in for axios' fetch adapter by a resolve alias (axios-xhr-only.ts).
    'shared/rspack-config': { entry: ['src/stubs/axios-fetch-adapter.js'] },
    // The font build reads galmuri's files by path.
    'shared/ui': { ignoreDependencies: ['galmuri'] },
    // Each inline script's default export is built into the page's text by path (build-dist.mjs).
    'shared/first-visit': { entry: ['runtime/inline-scripts/*.ts'] },
    // dist/main.js is built from this entry by scripts/build.mjs, by path.
    api: { entry: ['src/node-version-gate.ts'] },
    // The static server is started as a process from the path require.resolve gives.
    stack: { ignoreDependencies: ['@momentum/static-host'] },
    // Test children started with `node --import tsx`.
    'shared/dev-services': { ignoreDependencies: ['tsx'] },
  },
  // apt-get, dpkg-query and systemd-analyze come from the machine, `build` is pnpm's script name.
  ignoreBinaries: ['apt-get', 'dpkg-query', 'systemd-analyze', 'build'],
};

export default config;
