export const CALLBACK_PATH = '/auth/kakao/callback';

/**
 * The redirect URI to send with the code exchange. Kakao requires the one the code was issued for;
 * standalone remotes (3001–3004) sign in with their own origin, so the client may say which, but only
 * an allowed app origin with the callback path is accepted (anything else falls back to the default).
 */
export function resolveRedirectUri(requested: string | undefined, appOrigins: readonly string[]): string {
  const fallback = `${appOrigins[0]}${CALLBACK_PATH}`;
  if (!requested || !URL.canParse(requested)) return fallback;
  const url = new URL(requested);
  const allowed = appOrigins.includes(url.origin) && url.pathname === CALLBACK_PATH && !url.search && !url.hash;
  return allowed ? `${url.origin}${CALLBACK_PATH}` : fallback;
}

/** True when `uri` is an allowed app origin's URL (used by the development provider's authorize page). */
export function isAppOriginUrl(uri: string, appOrigins: readonly string[]): boolean {
  return URL.canParse(uri) && appOrigins.includes(new URL(uri).origin);
}
