import { z } from 'zod';
import { defineRoute } from './define-route';
import { authEndpoints } from './endpoints';

export const KakaoLoginRequest = z.object({
  code: z.string({ error: '인가 코드가 필요합니다.' }).trim().min(1, { error: '인가 코드가 필요합니다.' }).max(512),
  /** Optional (the spec sends `{code}`); which URIs the server accepts: docs/decisions.md. */
  redirectUri: z.string().max(2048).optional(),
});
export type KakaoLoginRequest = z.infer<typeof KakaoLoginRequest>;

/** The provider's access token (field name as the call in docs/product-spec.md gives it). */
export const KakaoLoginResponse = z.object({ access_token: z.string() });
export type KakaoLoginResponse = z.infer<typeof KakaoLoginResponse>;

export const KakaoUserLoginRequest = z.object({
  kakaoAccessToken: z
    .string({ error: '카카오 액세스 토큰이 필요합니다.' })
    .trim()
    .min(1, { error: '카카오 액세스 토큰이 필요합니다.' })
    .max(2048),
});
export type KakaoUserLoginRequest = z.infer<typeof KakaoUserLoginRequest>;

/** The app's own access token (JWT, 1 hour). The refresh token comes as an httpOnly cookie. */
export const KakaoUserLoginResponse = z.object({ accessToken: z.string() });
export type KakaoUserLoginResponse = z.infer<typeof KakaoUserLoginResponse>;

export const authRoutes = {
  kakaoLogin: defineRoute({
    ...authEndpoints.kakaoLogin,
    auth: false,
    tag: 'auth',
    summary: '카카오 인가 코드를 카카오 액세스 토큰으로 교환',
    body: KakaoLoginRequest,
    response: KakaoLoginResponse,
  }),
  kakaoUserLogin: defineRoute({
    ...authEndpoints.kakaoUserLogin,
    auth: false,
    tag: 'auth',
    summary: '카카오 사용자로 로그인 (가입 포함): 액세스 토큰과 리프레시 쿠키 발급',
    body: KakaoUserLoginRequest,
    response: KakaoUserLoginResponse,
  }),
  logout: defineRoute({
    ...authEndpoints.logout,
    auth: false,
    tag: 'auth',
    summary: '로그아웃: 리프레시 토큰을 폐기하고 쿠키를 지움',
    response: null,
  }),
} as const;
