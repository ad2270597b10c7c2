// The CSP from the runtime config the shell reads, so repointing a remote moves it. No nonce: a static host sends the same bytes (ADR 0013).
import { cspHash, type PageHashes } from '@momentum/first-visit/server';

export { cspHash };

/** Kakao serves profile pictures from its CDN; needed only when real Kakao sign-in is configured. */
const KAKAO_IMAGE_HOSTS = ['https://*.kakaocdn.net'];
const DEV_KAKAO_CLIENT_ID = 'momentum-dev';

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
  /** Where Kakao's sharing SDK loads from: only when the config has a JavaScript key. */
  kakaoSdk: string | null;
}

/** A broken config yields fewer origins, never an exception: the shell then shows its configuration error screen. */
export function allowedOrigins(config: unknown): AllowedOrigins {
  const value = record(config);
  const remotes = value.remotes && typeof value.remotes === 'object' ? Object.values(value.remotes) : [];
  const kakao = record(value.kakao);
  const clientId = kakao.clientId;
  const shares = typeof kakao.jsKey === 'string' && kakao.jsKey !== '';
  return {
    api: originOf(value.apiBaseUrl),
    photos: originOf(value.photoOrigin),
    remotes: unique(remotes.map(originOf)),
    realKakao: typeof clientId === 'string' && clientId !== '' && clientId !== DEV_KAKAO_CLIENT_ID,
    kakaoSdk: shares ? originOf(record(kakao.sdk).url) : null,
  };
}

/** styled-components' own <style> element: created empty, filled through the CSSOM. */
export const EMPTY_STYLE_HASH = cspHash('');

export type CspDirectives = Record<string, string[]>;

export function cspDirectives(config: unknown, { scriptHashes = [], styleHashes = [] }: { scriptHashes?: string[]; styleHashes?: string[] } = {}): CspDirectives {
  const { api, photos, remotes, realKakao, kakaoSdk } = allowedOrigins(config);
  const self = "'self'";
  return {
    'default-src': [self],
    // Remote entries and their chunks come from the remote origins; a page's own fixed inline scripts by hash.
    'script-src': unique([self, ...remotes, kakaoSdk, ...scriptHashes]),
    'connect-src': unique([self, api, ...remotes]),
    // Photos come from the API, or from the S3 photo store; previews of a picked photo are blob:/data: URLs.
    'img-src': unique([self, api, photos, ...remotes, 'data:', 'blob:', ...(realKakao ? KAKAO_IMAGE_HOSTS : [])]),
    'style-src': unique([self, ...remotes, EMPTY_STYLE_HASH, ...styleHashes]),
    'font-src': unique([self, ...remotes]),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function pagePolicy(config: unknown, hashes: PageHashes): string {
  return serializeCsp(cspDirectives(config, hashes));
}

export const SERVICE_WORKER_PATH = '/sw.js';

/** The worker fetches only what a page asked for and outlives deploys that move remotes: connect-src names no origin. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src *; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Every other response (scripts, fonts, JSON): nothing in it may run or be framed if opened directly. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Cross-origin requests (the API, Kakao) learn the origin only, never a path or a ?code= query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' for browsers that ignore CSP framing rules.
  'X-Frame-Options': 'DENY',
};
