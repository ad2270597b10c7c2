import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, RateLimitedError, createPerUserRateLimit } from './per-user-rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createPerUserRateLimit', () => {
  it('allows `limit` calls per window, then refuses with 429 and a Korean message', () => {
    const c = clock();
    const limiter = createPerUserRateLimit({ limit: 3, windowMs: 60_000, now: c.now });
    for (let i = 0; i < 3; i++) limiter.consume('u1');
    const error = (() => {
      try {
        limiter.consume('u1');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect((error as RateLimitedError).retryAfterSeconds).toBe(60);
  });

  it('counts each user separately', () => {
    const limiter = createPerUserRateLimit({ limit: 1, windowMs: 60_000 });
    limiter.consume('u1');
    expect(() => limiter.consume('u2')).not.toThrow();
    expect(() => limiter.consume('u1')).toThrow(RateLimitedError);
  });

  it('slides: a call frees up exactly one window after it was made', () => {
    const c = clock();
    const limiter = createPerUserRateLimit({ limit: 2, windowMs: 10_000, now: c.now });
    limiter.consume('u1');
    c.advance(4_000);
    limiter.consume('u1');
    c.advance(5_999);
    expect(() => limiter.consume('u1')).toThrow(RateLimitedError);
    c.advance(1);
    expect(() => limiter.consume('u1')).not.toThrow();
    // The second call (at 4 s) is still inside the window, and so is the one just made.
    expect(() => limiter.consume('u1')).toThrow(RateLimitedError);
  });

  it('refused calls do not extend the wait', () => {
    const c = clock();
    const limiter = createPerUserRateLimit({ limit: 1, windowMs: 10_000, now: c.now });
    limiter.consume('u1');
    for (let i = 0; i < 5; i++) {
      c.advance(1_000);
      expect(() => limiter.consume('u1')).toThrow(RateLimitedError);
    }
    c.advance(5_000);
    expect(() => limiter.consume('u1')).not.toThrow();
  });

  it('defaults to 20 calls per 10 minutes', () => {
    const c = clock();
    const limiter = createPerUserRateLimit({ now: c.now });
    for (let i = 0; i < 20; i++) limiter.consume('u1');
    expect(() => limiter.consume('u1')).toThrow(RateLimitedError);
    c.advance(10 * 60_000);
    expect(() => limiter.consume('u1')).not.toThrow();
  });
});
