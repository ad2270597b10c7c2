// Which requests the worker answers: pure functions of a URL, tested without a worker. Never the API or photos:
// their freshness and access rules are the server's (signed photo URLs expire; the data cache is React Query's).
import { canParseUrl } from '@momentum/app-kit/can-parse-url';

export const API_PREFIX = '/api/';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2)$/;

// Network first: a remote deployed on its own is picked up on the next load that has a connection.
export function isReleasePointer(url: URL, selfOrigin: string): boolean {
  if (url.origin === selfOrigin && url.pathname === '/app-config.json') return true;
  return url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js');
}

export function isImmutableCode(url: URL): boolean {
  return HASHED_FILE.test(url.pathname) && !url.pathname.startsWith(API_PREFIX);
}

// Prerendered pages are cached per URL instead, and the runtime config is a release pointer (network first).
export const PRECACHE_GLOBS = ['index.html', '*.js', 'assets/*.{woff2,png,svg,webp}', 'icons/*.png', 'manifest.webmanifest'];
export const PRECACHE_IGNORES = ['sw.js', '**/*.br', '**/*.gz', 'tab-frames/**', 'app-config.json'];

export const HASHED_NAME = /\.[0-9a-f]{8}\./;

export const OFFLINE_PAGE = '/index.html';

export const SKIP_WAITING = 'momentum:skip-waiting';
/** From a page the worker does not control yet: its activation claimed the pages open then, not this one. */
export const CLAIM = 'momentum:claim';

export const KEEP_LOADED = 'momentum:keep-loaded';

export function urlsToKeep(urls: unknown, selfOrigin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls
    .filter((value): value is string => typeof value === 'string' && canParseUrl(value))
    .map((value) => new URL(value))
    .filter((url) => isImmutableCode(url) || isReleasePointer(url, selfOrigin))
    .map((url) => url.href);
}
