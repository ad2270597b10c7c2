// Security headers of the static server, the CSP built from the same runtime config the shell reads, so
// a deploy that repoints a remote moves the policy with it. No nonce: a plain static host must send the
// same bytes (ADR 0013); scripts by origin and hash, styles by origin and hash (CSSOM is not governed).
import { cspHash, type PageHashes } from '@momentum/first-visit/server';

export { cspHash };

/** Kakao serves profile pictures from its CDN; needed only when real Kakao sign-in is configured. */
const KAKAO_IMAGE_HOSTS = ['https://*.kakaocdn.net'];
const DEV_KAKAO_CLIENT_ID = 'momentum-dev';

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

const unique = (list: (string | null | undefined)[]): string[] => [...new Set(list.filter((item): item is string => Boolean(item)))];

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export interface AllowedOrigins {
  api: string | null;
  photos: string | null;
  remotes: string[];
  realKakao: boolean;
}

/**
 * The origins a page may talk to, read from an app config (a broken or partial config yields fewer
 * origins, never an exception: the shell then shows its own configuration error screen).
 */
export function allowedOrigins(config: unknown): AllowedOrigins {
  const value = record(config);
  const remotes = value.remotes && typeof value.remotes === 'object' ? Object.values(value.remotes) : [];
  const clientId = record(value.kakao).clientId;
  return {
    api: originOf(value.apiBaseUrl),
    photos: originOf(value.photoOrigin),
    remotes: unique(remotes.map(originOf)),
    realKakao: typeof clientId === 'string' && clientId !== '' && clientId !== DEV_KAKAO_CLIENT_ID,
  };
}

/** styled-components' own <style> element: created empty, filled through the CSSOM. */
export const EMPTY_STYLE_HASH = cspHash('');

export type CspDirectives = Record<string, string[]>;

/**
 * CSP directives for an HTML page of the app, from the runtime config the page will read and the
 * 'sha256-…' sources of the page's own inline scripts and <style> elements.
 */
export function cspDirectives(config: unknown, { scriptHashes = [], styleHashes = [] }: { scriptHashes?: string[]; styleHashes?: string[] } = {}): CspDirectives {
  const { api, photos, remotes, realKakao } = allowedOrigins(config);
  const self = "'self'";
  return {
    'default-src': [self],
    // Remote entries and their chunks are <script src> from the remote origins; a page's own fixed
    // inline script, if it has one, by its hash (a prerendered tab's signed-out gate).
    'script-src': unique([self, ...remotes, ...scriptHashes]),
    // API calls, and the remotes' mf-manifest.json fetched by the federation runtime.
    'connect-src': unique([self, api, ...remotes]),
    // Photos and avatars come from the API, or from the photo store (photoOrigin) when it is S3;
    // previews of a picked photo are blob:/data: URLs.
    'img-src': unique([self, api, photos, ...remotes, 'data:', 'blob:', ...(realKakao ? KAKAO_IMAGE_HOSTS : [])]),
    // The page's own <style> elements by hash; styled-components' runtime element is the empty one.
    'style-src': unique([self, ...remotes, EMPTY_STYLE_HASH, ...styleHashes]),
    // Each remote ships the pixel font subsets next to its chunks.
    'font-src': unique([self, ...remotes]),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

/** Serialises directives into a header value. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The policy of an HTML page: the config's origins and the page's own hashes (the first visit's
 * `PagePolicy`: the Node layer per answer, a static host for all of a build's pages).
 */
export function pagePolicy(config: unknown, hashes: PageHashes): string {
  return serializeCsp(cspDirectives(config, hashes));
}

/** The shell's service worker script, at this fixed path on the shell's origin. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker script's policy. The worker fetches only what a page of ours asked for, and outlives
 * deploys that move remotes: connect-src names no origin. img-src 'self' for notification icons.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src *; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Every other response (scripts, fonts, JSON): nothing in it may run or be framed if opened directly. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every response of the static server carries. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Cross-origin requests (the API, Kakao) learn the origin only, never a path or a ?code= query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' for browsers that ignore CSP framing rules.
  'X-Frame-Options': 'DENY',
};
