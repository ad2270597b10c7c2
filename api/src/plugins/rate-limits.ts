// Every rate limit of the API goes through @fastify/rate-limit, with its counters in Redis when
// REDIS_URL is set (replicas share one budget: the plugin's own Redis store, one Lua INCR + PEXPIRE
// per check) or in this process otherwise (clocked-memory-store.ts, driven by the app's clock).
//   per IP:   /auth/* and /oauth/*, per route: `config.rateLimit` (implementRoute, dev-kakao routes)
//   per user: perUserRateLimit(), a preHandler hook: it runs after authentication (request.userId)
//             and validation, and before the handler reads a multipart body.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../errors/app-error.js';
import type { Clock } from '../http/clock.js';
import { clockedMemoryStore } from './clocked-memory-store.js';
import { namedRedisStore } from './named-redis-store.js';

export const RATE_LIMITED_MESSAGE = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
/** Prefix of every counter's Redis key. */
export const REDIS_NAMESPACE = 'momentum:rate-limit:';

export interface RateLimitBackend {
  /** Counters in Redis (every replica the same); null → in this process. */
  redis: Redis | null;
  /** The in-process store's time (tests move it). Redis counts on its own clock. */
  clock: Clock;
}

export async function registerRateLimits(app: FastifyInstance, { redis, clock }: RateLimitBackend): Promise<void> {
  await app.register(rateLimit, {
    // Opt-in: per route (`config.rateLimit`) or per limiter (perUserRateLimit).
    global: false,
    errorResponseBuilder: () => new AppError(429, ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE),
    // Redis unreachable: the request goes on unlimited (redis-client.ts logs the outage) rather than
    // every limited route answering 500 or 503; the limits are abuse brakes, not the product's rules.
    ...(redis ? { store: namedRedisStore(redis, REDIS_NAMESPACE), skipOnError: true } : { store: clockedMemoryStore(clock) }),
  });
}

export interface PerUserLimit {
  /** The budget's name, part of its Redis key: one name per budget. */
  name: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The Korean message of the 429. */
  message: string;
}

/**
 * One budget per signed-in user, shared by every route that runs the returned hook: create it once
 * and pass it to each route of the budget (the plugin gives each limiter its own in-process store,
 * and in Redis the key is `<namespace><name>:<userId>`, the same on every replica). Use it as a preHandler of an
 * authenticated route: it needs request.userId.
 */
export function perUserRateLimit(app: FastifyInstance, limit: PerUserLimit): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    // The budget's name in its Redis keys (named-redis-store.ts): `momentum:rate-limit:<name>:<user>`.
    groupId: limit.name,
    keyGenerator: (request: FastifyRequest) => {
      if (!request.userId) throw new Error(`rate limit ${limit.name} ran before authentication`);
      return request.userId;
    },
    errorResponseBuilder: () => new AppError(429, ErrorCode.RATE_LIMITED, limit.message),
  });
}
