import type { RuntimeConfig } from '../config/runtime-config';

export const KAKAO_CALLBACK_PATH = '/auth/kakao/callback';

export function buildKakaoAuthorizeUrl(kakao: RuntimeConfig['kakao'], origin: string, state?: string): string {
  const url = new URL(kakao.authorizeUrl);
  url.searchParams.set('client_id', kakao.clientId);
  url.searchParams.set('redirect_uri', kakaoRedirectUri(origin));
  url.searchParams.set('response_type', 'code');
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

export function kakaoRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${KAKAO_CALLBACK_PATH}`;
}
