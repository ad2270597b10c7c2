import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../http/clock.js';
import { createUsersRepository } from '../users/users-repository.js';
import { createAccessTokens } from './access-token.js';
import { createAuthenticate } from './authenticate.js';
import { createRefreshTokenRepository } from './refresh-token-repository.js';
import { createSessions, type Sessions } from './sessions.js';

export function setupAuthentication(app: FastifyInstance, clock: Clock): Sessions {
  const accessTokens = createAccessTokens(app.config.jwtSecret, clock);
  const sessions = createSessions(createRefreshTokenRepository(app.db), accessTokens, clock);
  app.decorateRequest('userId', '');
  app.decorate(
    'authenticate',
    createAuthenticate({
      accessTokens,
      sessions,
      users: createUsersRepository(app.db),
      cookieSecure: app.config.cookieSecure,
    }),
  );
  return sessions;
}
