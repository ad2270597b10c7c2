// AI calls cost money per request, so each user gets a small budget. In memory: with several API
// processes the budget is per process, which is fine at our scale (see README).
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../errors/app-error';

export const RATE_LIMITED_MESSAGE = 'AI 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

export interface PerUserRateLimitOptions {
  /** Calls allowed per user within `windowMs`. Default 20. */
  limit?: number;
  /** Sliding window length. Default 10 minutes. */
  windowMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface PerUserRateLimit {
  /** Counts one call; throws AppError 429 (with `retryAfterSeconds`) when the user's budget is spent. */
  consume(userId: string): void;
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE);
  }
}

export function createPerUserRateLimit(options: PerUserRateLimitOptions = {}): PerUserRateLimit {
  const limit = options.limit ?? 20;
  const windowMs = options.windowMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  /** Per user, the times of the calls still inside the window, oldest first. */
  const calls = new Map<string, number[]>();
  let lastSweep = now();

  // Without this, every user who ever called would keep an entry until the process ends.
  function sweep(at: number): void {
    for (const [userId, times] of calls) {
      if (times.every((t) => t <= at - windowMs)) calls.delete(userId);
    }
    lastSweep = at;
  }

  return {
    consume(userId) {
      const at = now();
      if (at - lastSweep >= windowMs) sweep(at);
      const times = (calls.get(userId) ?? []).filter((t) => t > at - windowMs);
      if (times.length >= limit) {
        calls.set(userId, times);
        const oldest = times[0] ?? at;
        throw new RateLimitedError(Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)));
      }
      times.push(at);
      calls.set(userId, times);
    },
  };
}
