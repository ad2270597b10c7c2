import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger.js';

describe('maskUrl', () => {
  it('masks codes, tokens and state in logged URLs and keeps the rest', () => {
    expect(maskUrl('/auth/kakao/callback?code=abc123&state=xyz&x=1')).toBe(
      '/auth/kakao/callback?code=[REDACTED]&state=[REDACTED]&x=1',
    );
    expect(maskUrl('/oauth/authorize?client_id=dev&access_token=t')).toBe('/oauth/authorize?client_id=dev&access_token=[REDACTED]');
    expect(maskUrl('/health')).toBe('/health');
  });

  it('masks a photo URL signature: a logged one would let whoever reads the log see the photo until it expires', () => {
    expect(maskUrl('/photos/p/abc.webp?exp=1700000000&sig=AbC-_123')).toBe('/photos/p/abc.webp?exp=1700000000&sig=[REDACTED]');
  });
});
