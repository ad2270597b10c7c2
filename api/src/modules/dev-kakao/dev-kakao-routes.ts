// Kakao's paths, parameters and answers (its error shapes too). Registered only while KAKAO_CLIENT_ID is unset,
// and where the server looks deployed only by explicit opt-in (src/config/dev-provider-guard.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NICKNAME_MAX } from '@momentum/contracts/limits';
import type { Clock } from '../../http/clock.js';
import { isAppOriginUrl } from '../auth/redirect-uri.js';
import { createUsersRepository } from '../users/users-repository.js';
import { TOKEN_TTL_SECONDS, createDevKakaoStore, devKakaoId, type DevProfile } from './dev-kakao-store.js';
import { renderErrorPage, renderSignInPage, signInPagePolicy, type AuthorizeParams } from './sign-in-page.js';

const AuthorizeQuery = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.literal('code'),
  state: z.string().max(1024).optional(),
});
const AuthorizeForm = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  state: z.string().max(1024).optional(),
  action: z.enum(['login', 'cancel']).optional(),
  account: z.string().optional(),
  nickname: z.string().optional(),
  email: z.string().optional(),
});
const NewAccount = z.object({
  nickname: z.string().trim().min(1, '닉네임을 입력해 주세요.').max(NICKNAME_MAX, `닉네임은 최대 ${NICKNAME_MAX}자입니다.`),
  email: z.email('올바른 이메일을 입력해 주세요.'),
});
const TokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  code: z.string().min(1),
  client_secret: z.string().optional(),
});

const BAD_REQUEST_PAGE = '잘못된 로그인 요청입니다. 앱에서 다시 시도해 주세요.';
const ACCOUNT_LIST_LIMIT = 50;

export const devKakaoRoutesPlugin: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  const store = createDevKakaoStore(clock, app.config.jwtSecret);
  const users = createUsersRepository(app.db);
  const { appOrigins } = app.config;
  // On a shared server a list of accounts would show every visitor: there, one types the e-mail address.
  const sharedServer = app.config.kakao.devProviderOnSharedServer;
  const listAccounts = async () => (sharedServer ? [] : users.listAccounts(ACCOUNT_LIST_LIMIT));
  const rateLimit = { config: { rateLimit: app.authRateLimit }, schema: { hide: true } };

  // Kakao's token endpoint and the page's form post are form-encoded; scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const csp = signInPagePolicy(appOrigins);
  function html(reply: FastifyReply, status: number, page: string) {
    return reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', csp).send(page);
  }

  function redirectBack(reply: FastifyReply, params: AuthorizeParams, query: Record<string, string>) {
    const target = new URL(params.redirect_uri);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    if (params.state) target.searchParams.set('state', params.state);
    return reply.code(302).header('location', target.toString()).send();
  }

  async function page(reply: FastifyReply, params: AuthorizeParams, status = 200, extra = {}) {
    const accounts = await listAccounts();
    return html(reply, status, renderSignInPage({ params, accounts, sharedServer, ...extra }));
  }

  app.get('/oauth/authorize', rateLimit, async (request, reply) => {
    const query = AuthorizeQuery.safeParse(request.query);
    if (!query.success || !isAppOriginUrl(query.data.redirect_uri, appOrigins)) {
      return html(reply, 400, renderErrorPage(BAD_REQUEST_PAGE));
    }
    return page(reply, query.data);
  });

  app.post('/oauth/authorize', rateLimit, async (request, reply) => {
    const form = AuthorizeForm.safeParse(request.body);
    if (!form.success || !isAppOriginUrl(form.data.redirect_uri, appOrigins)) {
      return html(reply, 400, renderErrorPage(BAD_REQUEST_PAGE));
    }
    const params: AuthorizeParams = form.data;
    if (form.data.action === 'cancel') {
      return redirectBack(reply, params, { error: 'access_denied', error_description: 'User denied access' });
    }
    let profile: DevProfile | undefined;
    if (form.data.account) {
      const account = (await listAccounts()).find((a) => a.kakaoId === form.data.account);
      if (account) profile = { id: Number(account.kakaoId), nickname: account.nickname, email: account.email ?? '' };
    } else {
      const created = NewAccount.safeParse(form.data);
      if (!created.success) {
        const values = { nickname: form.data.nickname ?? '', email: form.data.email ?? '' };
        return page(reply, params, 400, { error: created.error.issues[0]?.message, values });
      }
      profile = { id: devKakaoId(created.data.email), ...created.data };
    }
    if (!profile) return page(reply, params, 400, { error: '계정을 찾을 수 없습니다.' });
    return redirectBack(reply, params, { code: store.issueCode(profile, params.client_id, params.redirect_uri) });
  });

  app.post('/oauth/token', rateLimit, async (request, reply) => {
    const form = TokenForm.safeParse(request.body);
    if (!form.success) {
      return reply.code(400).send({ error: 'invalid_request', error_description: 'bad token request', error_code: 'KOE010' });
    }
    const token = store.redeemCode(form.data.code, form.data.client_id, form.data.redirect_uri);
    if (!token) {
      return reply.code(400).send({
        error: 'invalid_grant',
        error_description: 'authorization code not found or already used',
        error_code: 'KOE320',
      });
    }
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'account_email profile_nickname' };
  });

  const bearer = (request: FastifyRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  const unknownToken = (reply: FastifyReply) => reply.code(401).send({ msg: 'this access token does not exist', code: -401 });

  app.get('/v1/user/access_token_info', { schema: { hide: true } }, async (request, reply) => {
    const token = bearer(request);
    const info = token ? store.tokenInfo(token) : null;
    if (!info) return unknownToken(reply);
    return { id: info.id, expires_in: info.expiresIn, app_id: info.appId };
  });

  app.get('/v2/user/me', { schema: { hide: true } }, async (request, reply) => {
    const token = bearer(request);
    const profile = token ? store.profileFor(token) : null;
    if (!profile) return unknownToken(reply);
    return {
      id: profile.id,
      connected_at: new Date(clock()).toISOString(),
      kakao_account: {
        email: profile.email || null,
        profile: { nickname: profile.nickname, profile_image_url: null },
      },
    };
  });
};
