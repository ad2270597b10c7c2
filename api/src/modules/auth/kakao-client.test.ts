// The client against real Kakao's answers (stub fetch): which URL, which header, what is refused.
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import type { AppConfig } from '../../config/env.js';
import { createKakaoClient } from './kakao-client.js';

const KAKAO: AppConfig['kakao'] = {
  devProvider: false,
  devProviderOnSharedServer: false,
  clientId: 'rest-api-key',
  appId: 1234567,
  clientSecret: null,
  redirectUri: 'https://app.example.com/auth/kakao/callback',
  authBaseUrl: 'https://kauth.kakao.com',
  apiBaseUrl: 'https://kapi.kakao.com',
};

function stubFetch(answer: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => answer());
}

describe('assertIssuedToOurApp', () => {
  it("asks Kakao's token info with the bearer token and accepts our app id", async () => {
    const fetchImpl = stubFetch(() => Response.json({ id: 3141592653, expires_in: 21599, app_id: 1234567 }));
    await expect(createKakaoClient(KAKAO, fetchImpl).assertIssuedToOurApp('kakao-token')).resolves.toBeUndefined();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://kapi.kakao.com/v1/user/access_token_info');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer kakao-token');
  });

  it.each([
    ['another app id', () => Response.json({ id: 1, expires_in: 100, app_id: 7654321 })],
    ['the app id as a string', () => Response.json({ id: 1, expires_in: 100, app_id: '1234567' })],
    ["Kakao's 401 for an unknown token", () => Response.json({ msg: 'this access token does not exist', code: -401 }, { status: 401 })],
    ['a 500', () => new Response('oops', { status: 500 })],
  ])('refuses %s with 401 AUTH_PROVIDER_FAILED', async (_what, answer) => {
    const refusal = createKakaoClient(KAKAO, stubFetch(answer)).assertIssuedToOurApp('kakao-token');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 401, code: 'AUTH_PROVIDER_FAILED' });
  });
});
