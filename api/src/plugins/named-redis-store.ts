// Counters named after their budget (`momentum:rate-limit:<budget>:<who>`): the plugin's own store names one
// made by app.rateLimit() "undefinedundefined-". Its Lua counting is kept.
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
