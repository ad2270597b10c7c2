import { describe, expect, it } from 'vitest';
import { buildKakaoAuthorizeUrl } from './kakao';

describe('buildKakaoAuthorizeUrl', () => {
  it('sends the client id, this origin’s callback and response_type=code', () => {
    const url = new URL(
      buildKakaoAuthorizeUrl({ authorizeUrl: 'http://localhost:4000/oauth/authorize', clientId: 'momentum-dev' }, 'http://localhost:3000'),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:4000/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('momentum-dev');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/kakao/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('sends the state of the attempt when one is given', () => {
    const kakao = { authorizeUrl: 'http://localhost:4000/oauth/authorize', clientId: 'momentum-dev' };
    expect(new URL(buildKakaoAuthorizeUrl(kakao, 'http://localhost:3000', 'st4te')).searchParams.get('state')).toBe('st4te');
    expect(new URL(buildKakaoAuthorizeUrl(kakao, 'http://localhost:3000')).searchParams.has('state')).toBe(false);
  });
});
