// Drives the real interceptors against a real local HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@momentum/contracts/limits';
import { configureApiClient, loadApiClient } from './api-client';
import { callStandIn } from './test-support/stand-in-route';
import { clearPrimed } from './primed-requests';
import { primeGet } from './test-support/prime-get';

let server: http.Server;
let baseURL = '';
let lastAuth: string | undefined;
/** Requests the server answered, as `METHOD url auth`. */
let served: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lastAuth = req.headers.authorization;
    served.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    if (req.url === '/rotate') res.setHeader('x-access-token', 'rotated-token');
    if (req.url?.startsWith('/unauthorized')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let token: string | null;
const setToken = vi.fn((next: string) => {
  token = next;
});
const onUnauthorized = vi.fn();

beforeEach(() => {
  token = null;
  lastAuth = undefined;
  served = [];
  clearPrimed();
  setToken.mockClear();
  onUnauthorized.mockClear();
  configureApiClient({ baseURL, getToken: () => token, setToken, onUnauthorized });
});

describe('api client interceptors', () => {
  it('sends the Bearer scheme with an empty token when signed out', async () => {
    await (await loadApiClient()).get('/ping');
    // "Bearer " + empty token; axios and HTTP trim the trailing space, so the wire value is the bare scheme.
    expect(lastAuth).toBe('Bearer');
  });

  it('sends the stored token, read at request time', async () => {
    token = 'abc.def';
    await (await loadApiClient()).get('/ping');
    expect(lastAuth).toBe('Bearer abc.def');
  });

  it('replaces the stored token with an x-access-token response header', async () => {
    token = 'old';
    await (await loadApiClient()).get('/rotate');
    expect(setToken).toHaveBeenCalledWith('rotated-token');
    await (await loadApiClient()).get('/ping');
    expect(lastAuth).toBe('Bearer rotated-token');
  });

  it('does not touch the token when no header comes back', async () => {
    await (await loadApiClient()).get('/ping');
    expect(setToken).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized once per 401 and still rejects', async () => {
    await expect((await loadApiClient()).get('/unauthorized')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the timeout, JSON and credentials of docs/product-spec.md', async () => {
    const { defaults } = await loadApiClient();
    expect(defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(40_000);
    expect(defaults.withCredentials).toBe(true);
    expect(defaults.baseURL).toBe(baseURL);
  });
});

/** The primed path is callRoute's, not the instance's. */
const get = async (path: string) => ({ data: await callStandIn('GET', path) });
const post = (path: string) => callStandIn('POST', path);

describe('GETs primed before the app booted', () => {
  it('takes the primed answer instead of sending the GET again, once', async () => {
    token = 'abc';
    primeGet(`${baseURL}/ping`, 'Bearer abc');
    const { data } = await get('/ping');
    expect(data).toEqual({ ok: true });
    expect(served).toEqual(['GET /ping Bearer abc']);
    await get('/ping');
    expect(served).toEqual(['GET /ping Bearer abc', 'GET /ping Bearer abc']);
  });

  it('runs a primed answer through the interceptors: a rotated token is stored, a 401 signs out', async () => {
    token = 'old';
    primeGet(`${baseURL}/rotate`, 'Bearer old');
    primeGet(`${baseURL}/unauthorized`, 'Bearer old');
    await get('/rotate');
    expect(setToken).toHaveBeenCalledWith('rotated-token');
    token = 'old';
    const failure = await get('/unauthorized').catch((error: unknown) => error);
    expect(failure).toMatchObject({ response: { status: 401, data: { code: 'UNAUTHORIZED' } } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(served.filter((line) => line.startsWith('GET /unauthorized'))).toHaveLength(1);
  });

  it('never uses an answer primed with another token, nor one for another URL or method', async () => {
    primeGet(`${baseURL}/ping`, 'Bearer someone-else');
    token = 'mine';
    await get('/ping');
    expect(served).toContain('GET /ping Bearer mine');
    primeGet(`${baseURL}/other`, 'Bearer mine');
    await get('/ping');
    await post('/other');
    expect(served.filter((line) => line === 'GET /ping Bearer mine')).toHaveLength(2);
    expect(served).toContain('POST /other Bearer mine');
  });
});

