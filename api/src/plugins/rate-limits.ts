// Every rate limit goes through @fastify/rate-limit, counted in Redis with REDIS_URL (replicas share one
// budget) or in this process (clocked-memory-store.ts). Per IP: `config.rateLimit` per route, or
// perAddressRateLimit(); per user: perUserRateLimit(), after authentication, before a body is read.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
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
 * One budget per signed-in user, shared by every route given the returned hook: create it once per budget
 * (one store per limiter; in Redis one key on every replica). A preHandler of authenticated routes.
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

/**
 * One budget per client address (request.ip, the proxy's client under TRUST_PROXY) on routes that also
 * have a per-user one: many accounts of one address share it. Counted with app.createRateLimit, since
 * the plugin runs only the first app.rateLimit() hook of a request.
 */
export function perAddressRateLimit(app: FastifyInstance, limit: PerUserLimit): preHandlerAsyncHookHandler {
  const options: RateLimitOptions = {
    max: limit.max,
    timeWindow: limit.timeWindow,
    // The budget's name in its Redis keys: `momentum:rate-limit:<name>:<address>`.
    groupId: limit.name,
    keyGenerator: (request: FastifyRequest) => request.ip,
  };
  const count = app.createRateLimit(options);
  return async (request, reply) => {
    const counted = await count(request);
    // Redis unreachable counts nothing (skipOnError): the request goes on, as with the other limits.
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', String(counted.ttlInSeconds));
    throw new AppError(429, ErrorCode.RATE_LIMITED, limit.message);
  };
}
