// The first screen's GETs are settled from the page's primed requests without loading axios's chunk, and
// what they settle reads as axios's own answers and errors do.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client';
import { callStandIn } from './test-support/stand-in-route';
import type * as AxiosClient from './axios-client';
import { getApiError, getApiStatus } from './api-error';
import { clearPrimed } from './primed-requests';
import { primeGet } from './test-support/prime-get';

const axiosLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./axios-client', async (original) => {
  const actual = await original<typeof AxiosClient>();
  return {
    createAxiosClient: (...args: Parameters<typeof actual.createAxiosClient>) => {
      axiosLoaded.count += 1;
      const client = actual.createAxiosClient(...args);
      client.defaults.adapter = async (config) => ({ data: '{"sent":true}', status: 200, statusText: 'OK', headers: {}, config, request: null });
      return client;
    },
  };
});

const BASE = 'https://api.example';
const get = (path: string) => callStandIn('GET', path);
const answer = (body: string, status = 200, headers: Record<string, string> = {}) =>
  (() => Promise.resolve(new Response(body, { status, headers }))) as unknown as typeof fetch;

const setToken = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  clearPrimed();
  axiosLoaded.count = 0;
  setToken.mockClear();
  onUnauthorized.mockClear();
  configureApiClient({ baseURL: BASE, getToken: () => 'tok', setToken, onUnauthorized });
});

describe('a primed GET, settled without axios', () => {
  it('resolves with the parsed body and stores a rotated token, loading no axios', async () => {
    primeGet(`${BASE}/api/home`, 'Bearer tok', answer('{"streak":3}', 200, { 'x-access-token': 'next' }));
    await expect(get('/api/home')).resolves.toEqual({ streak: 3 });
    expect(setToken).toHaveBeenCalledWith('next');
    expect(axiosLoaded.count).toBe(0);
  });

  it('keeps an empty or non-JSON body as its text, as axios does', async () => {
    primeGet(`${BASE}/api/empty`, 'Bearer tok', answer('', 200));
    primeGet(`${BASE}/api/text`, 'Bearer tok', answer('not json', 200));
    await expect(get('/api/empty')).resolves.toBe('');
    await expect(get('/api/text')).resolves.toBe('not json');
  });

  it("fails as axios fails: the server's Korean message and status read back, a 401 signs out", async () => {
    primeGet(`${BASE}/api/mine`, 'Bearer tok', answer('{"message":"권한이 없습니다."}', 403));
    primeGet(`${BASE}/api/out`, 'Bearer tok', answer('{"message":"로그인이 필요합니다."}', 401));
    const refused = await get('/api/mine').catch((error: unknown) => error);
    expect([getApiError(refused), getApiStatus(refused)]).toEqual(['권한이 없습니다.', 403]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    const signedOut = await get('/api/out').catch((error: unknown) => error);
    expect(getApiStatus(signedOut)).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(axiosLoaded.count).toBe(0);
  });

  it('loads axios once, for the first call nothing was primed for', async () => {
    await expect(get('/api/not-primed')).resolves.toEqual({ sent: true });
    await expect(get('/api/not-primed')).resolves.toEqual({ sent: true });
    expect(axiosLoaded.count).toBe(1);
  });
});
