import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { feedRoutes, friendRoutes } from '@momentum/contracts';
import { ErrorCode } from '@momentum/contracts/errors';
import { createPerUserRateLimit, RateLimitedError, type PerUserRateLimit } from '../../ai/index.js';
import { AppError } from '../../errors/app-error.js';
import { implementRoute } from '../../http/implement-route.js';
import { createFeedService } from './feed-service.js';
import { friendMessages } from './friend-messages.js';
import { createFriendsService } from './friends-service.js';

/** Code lookups and adds per user per minute: enough for people, too few to enumerate 26⁴·10⁴ codes. */
export const FRIEND_CODE_LIMIT = { limit: 10, windowMs: 60_000 };

export const friendsRoutesPlugin: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, clock: app.clock, config: app.config, photoUrls: app.photoUrls };
  const friends = createFriendsService(deps);
  const feed = createFeedService(deps);
  // In memory, per process (like the AI budget): with several API processes the budget is per process.
  const codeLimit = createPerUserRateLimit({ ...FRIEND_CODE_LIMIT, now: () => app.clock() });

  implementRoute(app, friendRoutes.list, async (request) => friends.list(request.userId));

  implementRoute(app, friendRoutes.checkCode, async (request, reply) => {
    consumeCodeBudget(codeLimit, request.userId, reply);
    return friends.checkCode(request.userId, request.body.friendCode);
  });

  const add = friendRoutes.add;
  implementRoute(app, add, async (request, reply) => {
    consumeCodeBudget(codeLimit, request.userId, reply);
    return friends.add(request.userId, request.body.friendCode);
  });
  // The spec's client posts to `/api/friends/` (trailing slash); Fastify treats it as another path.
  implementRoute(app, { ...add, path: `${add.path}/` }, async (request, reply) => {
    consumeCodeBudget(codeLimit, request.userId, reply);
    return friends.add(request.userId, request.body.friendCode);
  });

  implementRoute(app, friendRoutes.remove, async (request) =>
    friends.remove(request.userId, request.body.friendUserID),
  );
  implementRoute(app, friendRoutes.togglePin, async (request) =>
    friends.togglePin(request.userId, request.body.friendUserID),
  );
  implementRoute(app, friendRoutes.knock, async (request) => feed.knock(request.userId, request.body.friendUserID));
  implementRoute(app, friendRoutes.cheer, async (request) =>
    feed.cheer(request.userId, request.params.friendId, request.params.momentId),
  );
  implementRoute(app, feedRoutes.friendFeed, async (request) => feed.feed(request.userId, request.params.friendId));
};

function consumeCodeBudget(limiter: PerUserRateLimit, userId: string, reply: FastifyReply): void {
  try {
    limiter.consume(userId);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    throw new AppError(429, ErrorCode.RATE_LIMITED, friendMessages.tooManyCodeChecks);
  }
}
