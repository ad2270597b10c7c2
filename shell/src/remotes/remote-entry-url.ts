// The config names each remote by its mf-manifest.json (ADR 0001); the shell loads the remoteEntry.js
// beside it (ADR 0006). Reading the manifest would add a request and the runtime's snapshot code to every
// first visit, to learn a file name our build fixes (shared/build: `filename: 'remoteEntry.js'`).
const MANIFEST = /\/mf-manifest\.json(?=$|[?#])/;

export function remoteEntryUrl(configured: string): string {
  return MANIFEST.test(configured) ? configured.replace(MANIFEST, '/remoteEntry.js') : configured;
}
