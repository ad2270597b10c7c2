// Decided once at start; the auth module resolves a request's own redirect URI against the same path.
export const CALLBACK_PATH = '/auth/kakao/callback';

/** A reason instead when several APP_ORIGINS are set and no KAKAO_REDIRECT_URI says which callback is the shell's. */
export function configuredRedirectUri(
  given: string | undefined,
  appOrigins: readonly string[],
  originsSet: boolean,
): { uri: string } | { problem: string } {
  if (given === undefined) {
    if (originsSet && appOrigins.length > 1) {
      return { problem: `APP_ORIGINS가 여러 개이면 셸의 콜백 주소를 지정해야 합니다 (예: ${appOrigins[0]}${CALLBACK_PATH})` };
    }
    return { uri: `${appOrigins[0]}${CALLBACK_PATH}` };
  }
  const url = new URL(given);
  if (url.pathname !== CALLBACK_PATH || url.search || url.hash) {
    return { problem: `경로가 ${CALLBACK_PATH}인 셸의 주소여야 합니다 (예: ${url.origin}${CALLBACK_PATH})` };
  }
  if (!appOrigins.includes(url.origin)) return { problem: `${url.origin}이(가) APP_ORIGINS에 없습니다` };
  return { uri: `${url.origin}${CALLBACK_PATH}` };
}
