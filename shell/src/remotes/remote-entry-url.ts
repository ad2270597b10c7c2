// The runtime config names each remote by its mf-manifest.json (ADR 0001); the shell loads the
// remoteEntry.js beside it directly (ADR 0006). Reading the manifest first would add a request to the
// critical path and the federation runtime's snapshot code to every first visit, to learn
// a file name our build fixes anyway (shared/build: `filename: 'remoteEntry.js'`).
const MANIFEST = /\/mf-manifest\.json(?=$|[?#])/;

export function remoteEntryUrl(configured: string): string {
  return MANIFEST.test(configured) ? configured.replace(MANIFEST, '/remoteEntry.js') : configured;
}
