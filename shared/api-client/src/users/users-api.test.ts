// The endpoint functions go through the configured client (imported by package name, so the
// federation shares one instance even when a remote provides this module).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import { getFriendCode, getMe } from './users-api';
import { userQueries } from './users-queries';

const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://x/a.png', friendCode: 'ABCD1234' };
let server: http.Server;
let auth: string | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    auth = req.headers.authorization;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/users/friendCode' ? { friendCode: me.friendCode } : me));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('users api', () => {
  it('reads the signed-in user with the session token', async () => {
    await expect(getMe()).resolves.toEqual(me);
    expect(auth).toBe('Bearer tok');
  });

  it('reads the friend code', async () => {
    await expect(getFriendCode()).resolves.toBe('ABCD1234');
  });

  it('keys user queries under one prefix', () => {
    expect(userQueries.me().queryKey).toEqual(['users', 'me']);
    expect(userQueries.me().queryKey.slice(0, 1)).toEqual(userQueries.all());
  });
});
