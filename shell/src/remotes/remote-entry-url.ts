// The remoteEntry.js beside the config's mf-manifest.json (ADR 0006): reading the manifest would add a request
// and snapshot code to every first visit, to learn a file name our build fixes (shared/rspack-config).
const MANIFEST = /\/mf-manifest\.json(?=$|[?#])/;

export function remoteEntryUrl(configured: string): string {
  return MANIFEST.test(configured) ? configured.replace(MANIFEST, '/remoteEntry.js') : configured;
}
