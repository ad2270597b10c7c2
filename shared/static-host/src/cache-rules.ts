// Entry points a deploy changes in place are revalidated on every use; content-hashed files never change under their name.
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'first-screen.json', 'prerendered-screens.json']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(fileName: string): string {
  if (ENTRY_POINTS.has(fileName)) return NO_CACHE;
  return HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}
