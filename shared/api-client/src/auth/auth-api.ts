// Sign-in and logout calls; paths and answers come from the contracts.
import { callRoute } from '@momentum/api-client/client';
import { authEndpoints } from '@momentum/contracts/endpoints';

/** Exchanges the provider's authorization code for a provider access token. */
export async function exchangeKakaoCode(code: string, redirectUri?: string): Promise<string> {
  const body = { code, ...(redirectUri ? { redirectUri } : {}) };
  return (await callRoute(authEndpoints.kakaoLogin, { body })).access_token;
}

/** Signs in (creating the user on first visit) and returns our access token; sets the refresh cookie. */
export async function loginWithKakaoToken(kakaoAccessToken: string): Promise<string> {
  return (await callRoute(authEndpoints.kakaoUserLogin, { body: { kakaoAccessToken } })).accessToken;
}

/** Revokes the refresh token on the server. */
export async function logout(): Promise<void> {
  await callRoute(authEndpoints.logout);
}
