import { CALLBACK_PATH } from '../../config/kakao-redirect-uri.js';

/**
 * The redirect URI for the code exchange: Kakao requires the one the code was issued for. A client may
 * name its own (standalone remotes), if an allowed app origin's callback; else KAKAO_REDIRECT_URI.
 */
export function resolveRedirectUri(requested: string | undefined, appOrigins: readonly string[], configured: string): string {
  if (!requested || !URL.canParse(requested)) return configured;
  const url = new URL(requested);
  const allowed = appOrigins.includes(url.origin) && url.pathname === CALLBACK_PATH && !url.search && !url.hash;
  return allowed ? `${url.origin}${CALLBACK_PATH}` : configured;
}

/** True when `uri` is an allowed app origin's URL (used by the development provider's authorize page). */
export function isAppOriginUrl(uri: string, appOrigins: readonly string[]): boolean {
  return URL.canParse(uri) && appOrigins.includes(new URL(uri).origin);
}
