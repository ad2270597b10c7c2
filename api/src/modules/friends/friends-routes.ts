import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { feedRoutes, friendRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { perAddressRateLimit, perUserRateLimit } from '../../plugins/rate-limits.js';
import { createFeedService } from './feed-service.js';
import { createFreezeGiftService } from './freeze-gift-service.js';
import { friendMessages } from './friend-messages.js';
import { createFriendsService } from './friends-service.js';

/** Code lookups and adds per user per minute: enough for people, too few to enumerate 26⁴·10⁴ codes. */
export const FRIEND_CODE_LIMIT = { max: 10, timeWindow: 60_000 };

export const friendsRoutesPlugin: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, clock: app.clock, config: app.config, photoUrls: app.photoUrls, pushDeliveries: app.pushDeliveries };
  const friends = createFriendsService(deps);
  const feed = createFeedService(deps);
  const freezeGifts = createFreezeGiftService(deps);
  // One budget for the check and both add paths (in Redis with REDIS_URL: one across replicas).
  const perUser = perUserRateLimit(app, { name: 'friend-code', ...FRIEND_CODE_LIMIT, message: friendMessages.tooManyCodeChecks });
  // …and one per address, so that many accounts of one address guess no faster than the sign-in
  // budget lets that address sign in (AUTH_RATE_LIMIT_PER_MINUTE, default 30 a minute).
  const perAddress = perAddressRateLimit(app, { name: 'friend-code-address', ...app.authRateLimit, message: friendMessages.tooManyCodeChecks });
  const userRateLimit: preHandlerAsyncHookHandler = async function codeBudgets(request, reply) {
    await perUser.call(this, request, reply);
    await perAddress.call(this, request, reply);
  };

  implementRoute(app, friendRoutes.list, async (request) => friends.list(request.userId));

  implementRoute(app, friendRoutes.checkCode, async (request) => friends.checkCode(request.userId, request.body.friendCode), {
    userRateLimit,
  });

  const add = friendRoutes.add;
  implementRoute(app, add, async (request) => friends.add(request.userId, request.body.friendCode), { userRateLimit });
  // The client of docs/product-spec.md posts to `/api/friends/` (trailing slash); Fastify treats it as another path.
  implementRoute(app, { ...add, path: `${add.path}/` }, async (request) => friends.add(request.userId, request.body.friendCode), {
    userRateLimit,
  });

  // An invite link names a code: its lookup spends the same budgets, so links are no new way to guess codes.
  implementRoute(app, friendRoutes.invite, async (request) => friends.invite(request.userId, request.params.friendCode), {
    userRateLimit,
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
  implementRoute(app, friendRoutes.freezeGift, async (request) => freezeGifts.give(request.userId, request.params.friendId));
  implementRoute(app, feedRoutes.friendFeed, async (request) => feed.feed(request.userId, request.params.friendId));
};
