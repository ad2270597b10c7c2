import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { providerProfileToStore } from '../users/provider-profile.js';
import { createUsersRepository } from '../users/users-repository.js';
import type { KakaoClient } from './kakao-client.js';
import { resolveRedirectUri } from './redirect-uri.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import type { Sessions } from './sessions.js';

export interface AuthRoutesOptions {
  kakao: KakaoClient;
  sessions: Sessions;
}

export const authRoutesPlugin: FastifyPluginAsync<AuthRoutesOptions> = async (app, { kakao, sessions }) => {
  const users = createUsersRepository(app.db);
  const secure = app.config.cookieSecure;

  implementRoute(app, authRoutes.kakaoLogin, async ({ body }) => {
    const redirectUri = resolveRedirectUri(body.redirectUri, app.config.appOrigins, app.config.kakao.redirectUri);
    return { access_token: await kakao.exchangeCode(body.code, redirectUri) };
  });

  implementRoute(app, authRoutes.kakaoUserLogin, async ({ body }, reply) => {
    await kakao.assertIssuedToOurApp(body.kakaoAccessToken);
    const profile = await kakao.fetchProfile(body.kakaoAccessToken);
    const user = await users.upsertFromProvider(providerProfileToStore(profile));
    const session = await sessions.start(user.id);
    setRefreshCookie(reply, session.refreshToken, secure);
    return { accessToken: session.accessToken };
  });

  implementRoute(app, authRoutes.logout, async (request, reply) => {
    const refreshToken = readRefreshCookie(request);
    if (refreshToken) await sessions.end(refreshToken);
    clearRefreshCookie(reply, secure);
  });
};
