// How long a browser may keep each file (docs/architecture.md): the entry points a deploy changes in
// place are revalidated on every use; content-hashed files never change under their name.

/** Files whose name stays the same across deploys: always revalidated (ETag/304). */
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'first-screen.json', 'prerendered-screens.json']);
/** A content hash in the name, as the production build writes it (`main.0123abcd.js`). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a served file, by its name. */
export function cacheControlFor(fileName: string): string {
  if (ENTRY_POINTS.has(fileName)) return NO_CACHE;
  return HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}
