import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token-header.js';
import type { UsersRepository } from '../users/users-repository.js';
import type { AccessTokens } from './access-token.js';
import { readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import type { Sessions } from './sessions.js';

const UNAUTHORIZED_MESSAGE = '로그인이 필요합니다.';

export const unauthorized = () => new AppError(401, ErrorCode.UNAUTHORIZED, UNAUTHORIZED_MESSAGE);

interface Deps {
  accessTokens: AccessTokens;
  sessions: Sessions;
  users: Pick<UsersRepository, 'exists'>;
  cookieSecure: boolean;
}

// An expired token passes too when the refresh cookie renews the session: the answer then carries the new
// access token in `x-access-token` (and, unless a parallel request just rotated it, a new refresh cookie).
export function createAuthenticate({ accessTokens, sessions, users, cookieSecure }: Deps) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (!token) throw unauthorized();
    const check = await accessTokens.check(token);
    if (check.status === 'invalid' || !(await users.exists(check.userId))) throw unauthorized();
    if (check.status === 'expired') {
      const refreshToken = readRefreshCookie(request);
      const renewed = refreshToken ? await sessions.refresh(refreshToken, check.userId) : null;
      if (!renewed) throw unauthorized();
      reply.header(ACCESS_TOKEN_HEADER, renewed.accessToken);
      if (renewed.refreshToken) setRefreshCookie(reply, renewed.refreshToken, cookieSecure);
    }
    request.userId = check.userId;
  };
}
