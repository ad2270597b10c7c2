import { callRoute } from '@momentum/api-client/client';
import { authEndpoints } from '@momentum/contracts/endpoints';

export async function exchangeKakaoCode(code: string, redirectUri?: string): Promise<string> {
  const body = { code, ...(redirectUri ? { redirectUri } : {}) };
  return (await callRoute(authEndpoints.kakaoLogin, { body })).access_token;
}

export async function loginWithKakaoToken(kakaoAccessToken: string): Promise<string> {
  return (await callRoute(authEndpoints.kakaoUserLogin, { body: { kakaoAccessToken } })).accessToken;
}

export async function logout(): Promise<void> {
  await callRoute(authEndpoints.logout);
}
