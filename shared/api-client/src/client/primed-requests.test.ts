import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPrimed, joinApiUrl, PRIMED_MAX_AGE_MS, takePrimed } from './primed-requests';
import { primeGet } from './test-support/prime-get';

const ok = () => Promise.resolve(new Response('{"a":1}', { status: 200, headers: { 'x-access-token': 't2' } }));

beforeEach(() => clearPrimed());

describe('primed requests', () => {
  it('joins base and path as axios does', () => {
    expect(joinApiUrl('https://api.example', '/api/home')).toBe('https://api.example/api/home');
    expect(joinApiUrl('https://api.example/v1/', 'api/home')).toBe('https://api.example/v1/api/home');
  });

  it('sends the GET with credentials and the given Authorization, and hands its answer over once', async () => {
    const fetchImpl = vi.fn(ok);
    primeGet('https://api.example/api/home', 'Bearer t1', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example/api/home', expect.objectContaining({ credentials: 'include', headers: expect.objectContaining({ Authorization: 'Bearer t1' }) }));
    await expect(takePrimed('https://api.example/api/home', 'Bearer t1')).resolves.toEqual({ status: 200, statusText: '', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-access-token': 't2' }, body: '{"a":1}' });
    await expect(takePrimed('https://api.example/api/home', 'Bearer t1')).resolves.toBeNull();
  });

  it('drops an answer older than the bound, and one whose request failed', async () => {
    let clock = 0;
    primeGet('https://api.example/old', 'Bearer t', ok as unknown as typeof fetch, () => clock);
    clock = PRIMED_MAX_AGE_MS + 1;
    await expect(takePrimed('https://api.example/old', 'Bearer t', () => clock)).resolves.toBeNull();
    primeGet('https://api.example/down', 'Bearer t', (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    await expect(takePrimed('https://api.example/down', 'Bearer t')).resolves.toBeNull();
  });
});
