// The rate-limit counters in Redis, each named after its budget: `momentum:rate-limit:<budget>:<who>`.
// The plugin's own store names a limiter after its route, and one made by app.rateLimit() (which has
// none) "undefinedundefined-"; this keeps its Lua counting and replaces only the naming.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

interface ChildOptions extends RateLimitOptions {
  routeInfo: { method?: string; url?: string };
}

/** A limiter's budget: its `groupId` (perUserRateLimit's name), else the route it guards. */
function budgetName({ groupId, routeInfo }: ChildOptions): string {
  if (groupId) return groupId;
  if (!routeInfo.method || !routeInfo.url) throw new Error('a rate limit without a route needs a groupId to name its budget');
  return `${routeInfo.method}:${routeInfo.url}`;
}

export function namedRedisStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  return class NamedRedisStore {
    private readonly store: FastifyRateLimitStore;

    constructor(options: RateLimitOptions) {
      this.store = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, namespace);
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.incr(...args);
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, `${namespace}${budgetName(options)}:`);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
