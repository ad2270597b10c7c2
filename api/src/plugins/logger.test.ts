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
});
