// Whatever goes wrong on the provider's side (Kakao or the development one) is 401 AUTH_PROVIDER_FAILED, never a 500.
import { z } from 'zod';
import { ErrorCode } from '@momentum/contracts/errors';
import { hasUnstorableCharacter } from '@momentum/contracts/text-rules';
import { AppError } from '../../errors/app-error.js';
import type { AppConfig } from '../../config/env.js';
import type { ProviderProfile } from '../users/users-repository.js';

const KAKAO_TIMEOUT_MS = 10_000;
const FAILED_MESSAGE = '카카오 로그인에 실패했습니다. 다시 시도해 주세요.';

const TokenAnswer = z.object({ access_token: z.string().min(1) });
const TokenInfoAnswer = z.object({ app_id: z.number().int() });
const UserAnswer = z.object({
  // Kakao's ids are numbers; a string id that no text column can hold is a broken answer, not a 500.
  id: z.union([z.number(), z.string().refine((id) => !hasUnstorableCharacter(id))]),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish(), profile_image_url: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

export interface KakaoClient {
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  /** Refuses (401) another app's token: any Kakao app can get tokens for its own users, which would sign them in here. */
  assertIssuedToOurApp(kakaoAccessToken: string): Promise<void>;
  fetchProfile(kakaoAccessToken: string): Promise<Omit<ProviderProfile, 'nickname'> & { nickname: string | null }>;
}

export function createKakaoClient(kakao: AppConfig['kakao'], fetchImpl: typeof fetch = fetch): KakaoClient {
  async function call<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(KAKAO_TIMEOUT_MS) });
    } catch (cause) {
      throw providerFailed(`unreachable: ${String(cause)}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) throw providerFailed(`HTTP ${response.status}`);
    return parsed.data;
  }

  return {
    async exchangeCode(code, redirectUri) {
      const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: kakao.clientId, redirect_uri: redirectUri, code });
      if (kakao.clientSecret) form.set('client_secret', kakao.clientSecret);
      const answer = await call(
        `${kakao.authBaseUrl}/oauth/token`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: form },
        TokenAnswer,
      );
      return answer.access_token;
    },

    async assertIssuedToOurApp(kakaoAccessToken) {
      const answer = await call(
        `${kakao.apiBaseUrl}/v1/user/access_token_info`,
        { method: 'GET', headers: { authorization: `Bearer ${kakaoAccessToken}` } },
        TokenInfoAnswer,
      );
      if (answer.app_id !== kakao.appId) throw providerFailed(`token issued to app ${answer.app_id}, not ${kakao.appId}`);
    },

    async fetchProfile(kakaoAccessToken) {
      const answer = await call(
        `${kakao.apiBaseUrl}/v2/user/me`,
        { method: 'GET', headers: { authorization: `Bearer ${kakaoAccessToken}` } },
        UserAnswer,
      );
      const account = answer.kakao_account;
      return {
        kakaoId: String(answer.id),
        nickname: account?.profile?.nickname ?? null,
        email: account?.email ?? null,
        imageUrl: account?.profile?.profile_image_url ?? null,
      };
    },
  };
}

/** The reason goes to the log through `cause`; the user sees only the Korean message. */
function providerFailed(reason: string): AppError {
  const error = new AppError(401, ErrorCode.AUTH_PROVIDER_FAILED, FAILED_MESSAGE);
  error.cause = reason;
  return error;
}
