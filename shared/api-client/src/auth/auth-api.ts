// The client by package name, not a relative path: Module Federation then shares the one configured
// instance even when a remote provides this module.
import { getApiClient } from '@momentum/api-client/client';

/** Exchanges the provider's authorization code for a provider access token. */
export async function exchangeKakaoCode(code: string, redirectUri?: string): Promise<string> {
  const { data } = await getApiClient().post<{ access_token: string }>('/auth/kakao-login', {
    code,
    ...(redirectUri ? { redirectUri } : {}),
  });
  return data.access_token;
}

/** Signs in (creating the user on first visit) and returns our access token; sets the refresh cookie. */
export async function loginWithKakaoToken(kakaoAccessToken: string): Promise<string> {
  const { data } = await getApiClient().post<{ accessToken: string }>('/auth/kakao-login/user', {
    kakaoAccessToken,
  });
  return data.accessToken;
}

/** Revokes the refresh token on the server. */
export async function logout(): Promise<void> {
  await getApiClient().post('/auth/logout');
}
