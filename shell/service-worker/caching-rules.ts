// Which requests the service worker answers, and how. Pure functions of a URL, so the rules are
// tested without a worker. The worker never touches the API or photos: their freshness and access
// rules are the server's (signed photo URLs expire; the data cache is React Query's).
import { canParseUrl } from '@momentum/app-kit/can-parse-url';

/** Where the API answers, on whatever origin the config names: the worker never answers it. */
export const API_PREFIX = '/api/';

/** Files whose names carry their content hash (`[name].[contenthash:8].js` in every build): never change. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2)$/;

/**
 * What says which release to run: the shell's runtime config and each remote's federation manifest and
 * entry. Network first, so a remote deployed on its own (a config flip, a new manifest) is picked up
 * on the next load that has a connection; the cached copy only serves a load without one.
 */
export function isReleasePointer(url: URL, selfOrigin: string): boolean {
  if (url.origin === selfOrigin && url.pathname === '/app-config.json') return true;
  return url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js');
}

/** Code and fonts under a content hash, from the shell or any remote's origin: cache first, forever. */
export function isImmutableCode(url: URL): boolean {
  return HASHED_FILE.test(url.pathname) && !url.pathname.startsWith(API_PREFIX);
}

/**
 * The shell's files the worker installs ahead of need: the page and every hashed file it may load. Not the
 * precompressed copies, prerendered pages (cached per URL), the runtime config (a release pointer) or the worker.
 */
export const PRECACHE_GLOBS = ['index.html', '*.js', 'assets/*.{woff2,png,svg,webp}', 'icons/*.png', 'manifest.webmanifest'];
export const PRECACHE_IGNORES = ['sw.js', '**/*.br', '**/*.gz', 'tab-frames/**', 'app-config.json'];

/** Hashed names need no revision of their own: their URL changes with their content. */
export const HASHED_NAME = /\.[0-9a-f]{8}\./;

/** The page every route falls back to without a connection: the app renders any route from it. */
export const OFFLINE_PAGE = '/index.html';

/** Sent by the page when the user taps '새 버전이 있어요': the waiting worker takes over. */
export const SKIP_WAITING = 'momentum:skip-waiting';

/**
 * Sent by the page once the worker is active, with every URL the page loaded before the worker
 * controlled it: the worker keeps those its rules keep (a first visit's code, its remote, the config).
 */
export const KEEP_LOADED = 'momentum:keep-loaded';

/** Of the URLs a page says it loaded, those the worker keeps: valid URLs under one of its rules. */
export function urlsToKeep(urls: unknown, selfOrigin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls
    .filter((value): value is string => typeof value === 'string' && canParseUrl(value))
    .map((value) => new URL(value))
    .filter((url) => isImmutableCode(url) || isReleasePointer(url, selfOrigin))
    .map((url) => url.href);
}
