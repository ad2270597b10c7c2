// The endpoint functions go through the configured client (imported by package name, so the
// federation shares one instance even when a remote provides this module).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import { deleteAccount, getFriendCode, getMe, updateProfile } from './users-api';
import { userQueries } from './users-queries';

const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://x/a.png', friendCode: 'ABCD1234' };
let server: http.Server;
let auth: string | undefined;
let lastRequest: { method?: string; url?: string; contentType?: string; body: string } | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    auth = req.headers.authorization;
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, contentType: req.headers['content-type'], body };
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'DELETE') return res.end(JSON.stringify({ message: '탈퇴 완료' }));
      if (req.method === 'PATCH') return res.end(JSON.stringify({ message: '수정 완료', user: me }));
      res.end(JSON.stringify(req.url === '/api/users/friendCode' ? { friendCode: me.friendCode } : { user: me }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('users api', () => {
  it('reads the signed-in user out of the answer\'s user field, with the session token', async () => {
    await expect(getMe()).resolves.toEqual(me);
    expect(auth).toBe('Bearer tok');
  });

  it('reads the friend code', async () => {
    await expect(getFriendCode()).resolves.toBe('ABCD1234');
  });

  it('deletes the account with DELETE /api/users', async () => {
    await expect(deleteAccount()).resolves.toEqual({ message: '탈퇴 완료' });
    expect(lastRequest).toMatchObject({ method: 'DELETE', url: '/api/users' });
  });

  it('sends the profile as multipart with newNickname and profileImage', async () => {
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(updateProfile({ nickname: '새 이름', image })).resolves.toEqual({ message: '수정 완료', user: me });
    expect(lastRequest?.method).toBe('PATCH');
    expect(lastRequest?.url).toBe('/api/users/profile');
    expect(lastRequest?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest?.body).toContain('name="newNickname"');
    expect(Buffer.from(lastRequest?.body ?? '', 'latin1').toString('utf8')).toContain('새 이름');
    expect(lastRequest?.body).toContain('name="profileImage"');
  });

  it('leaves the image part out when no photo was picked', async () => {
    await updateProfile({ nickname: '이름만' });
    expect(lastRequest?.body).toContain('name="newNickname"');
    expect(lastRequest?.body).not.toContain('profileImage');
  });

  it('keys user queries under one prefix', () => {
    expect(userQueries.me().queryKey).toEqual(['users', 'me']);
    expect(userQueries.me().queryKey.slice(0, 1)).toEqual(userQueries.all());
  });
});
