// A Redis outage must not take the API down (the limiter skips on error), but a wrong REDIS_URL at start is
// a deployment mistake, better seen at once.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 3_000;

function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Keep trying in the background, at most every 2 s: the limits come back with Redis.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let lastError: Error | null = null;
  let ready = false;
  // Without a listener ioredis prints every failed reconnect attempt itself.
  client.on('error', (error: Error) => (lastError = error));
  client.on('close', () => {
    if (!ready) return;
    ready = false;
    log.warn({ redis: redactRedisUrl(url) }, 'redis unreachable: rate limits are not enforced until it is back');
  });
  client.on('ready', () => {
    if (ready) return;
    ready = true;
    if (lastError) log.info({ redis: redactRedisUrl(url) }, 'redis reachable again: rate limits enforced');
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`REDIS_URL ${redactRedisUrl(url)}: cannot reach Redis (${reason})`, { cause: error });
  }
  return client;
}
