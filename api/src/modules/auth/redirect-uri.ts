import { CALLBACK_PATH } from '../../config/kakao-redirect-uri.js';

// Kakao requires the redirect URI the code was issued for; a client (a standalone remote) may name an allowed origin's own.
export function resolveRedirectUri(requested: string | undefined, appOrigins: readonly string[], configured: string): string {
  if (!requested || !URL.canParse(requested)) return configured;
  const url = new URL(requested);
  const allowed = appOrigins.includes(url.origin) && url.pathname === CALLBACK_PATH && !url.search && !url.hash;
  return allowed ? `${url.origin}${CALLBACK_PATH}` : configured;
}

export function isAppOriginUrl(uri: string, appOrigins: readonly string[]): boolean {
  return URL.canParse(uri) && appOrigins.includes(new URL(uri).origin);
}
