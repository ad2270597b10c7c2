// @fastify/rate-limit ships its Redis store without types; named-redis-store.ts builds on it.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: Redis, key: string) => FastifyRateLimitStore;
  export default RedisStore;
}
