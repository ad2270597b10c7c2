// Security headers of the production static server (scripts/serve-static.mjs). The policy is built
// from the same runtime config the shell reads (/app-config.json, scripts/lib/app-config.mjs), so a
// deploy that repoints a remote also moves the CSP with it: scripts run only from the app's own
// origin and the configured remote origins.
//
// Styles: styled-components injects <style> elements at runtime. It puts a nonce on them when the page
// has <meta property="csp-nonce" nonce="…">, so HTML responses get a fresh nonce per response and
// style-src needs no 'unsafe-inline'. Scripts are allowed by origin only (no nonce, no 'unsafe-eval':
// the Module Federation runtime loads remote entries and chunks with plain <script src> tags).
import { randomBytes } from 'node:crypto';

/** Kakao serves profile pictures from its CDN; needed only when real Kakao sign-in is configured. */
const KAKAO_IMAGE_HOSTS = ['https://*.kakaocdn.net'];
const DEV_KAKAO_CLIENT_ID = 'momentum-dev';

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(url) {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The origins a page may talk to, read from an app config (a broken or partial config yields fewer
 * origins, never an exception: the shell then shows its own configuration error screen).
 * @param {unknown} config the object served as /app-config.json
 */
export function allowedOrigins(config) {
  const value = config && typeof config === 'object' ? /** @type {Record<string, any>} */ (config) : {};
  const remotes = value.remotes && typeof value.remotes === 'object' ? Object.values(value.remotes) : [];
  const clientId = value.kakao && typeof value.kakao === 'object' ? value.kakao.clientId : undefined;
  return {
    api: originOf(value.apiBaseUrl),
    photos: originOf(value.photoOrigin),
    remotes: unique(remotes.map(originOf)),
    realKakao: typeof clientId === 'string' && clientId !== '' && clientId !== DEV_KAKAO_CLIENT_ID,
  };
}

/** A fresh nonce for one HTML response (128 random bits). */
export function makeNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * CSP directives for an HTML page of the app.
 * @param {unknown} config the runtime config the page will read
 * @param {{ nonce?: string, scriptHashes?: string[] }} [options] scriptHashes: 'sha256-…' sources of the page's own inline script
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(config, { nonce, scriptHashes = [] } = {}) {
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
    // The index.html <style> and styled-components' <style> tags carry the nonce.
    'style-src': unique([self, ...remotes, nonce ? `'nonce-${nonce}'` : null]),
    // Each remote ships the pixel font subsets next to its chunks.
    'font-src': unique([self, ...remotes]),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

/** Serialises directives into a header value. */
export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every other response (scripts, fonts, JSON): nothing in it may run or be framed if opened directly. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every response of the static server carries. */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Cross-origin requests (the API, Kakao) learn the origin only, never a path or a ?code= query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' for browsers that ignore CSP framing rules.
  'X-Frame-Options': 'DENY',
};

/**
 * Adds the nonce where the page needs it: a csp-nonce meta tag (read by styled-components) and a
 * nonce attribute on each inline <style> of the built index.html.
 * @param {string} html
 * @param {string} nonce
 */
export function addNonce(html, nonce) {
  const withStyles = html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  // Right after <head> (before any script runs), or at the start when a page has no <head> tag.
  return /<head(\s[^>]*)?>/i.test(withStyles) ? withStyles.replace(/<head(\s[^>]*)?>/i, (tag) => tag + meta) : meta + withStyles;
}
