// Each endpoint function sends the method, path and body the server contract expects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import { getFriendFeed } from '../feed/feed-api';
import { feedQueries } from '../feed/feed-queries';
import {
  addFriend,
  checkFriendCode,
  cheerMoment,
  deleteFriend,
  getFriends,
  getInvite,
  knockFriend,
  toggleFriendPin,
} from './friends-api';
import { friendQueries } from './friends-queries';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}
let server: http.Server;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ friends: [{ userID: 'u1' }], nickname: '친구', message: '완료', isFixed: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen[seen.length - 1];

describe('friends and feed api', () => {
  it('lists friends from the friends field', async () => {
    await expect(getFriends()).resolves.toEqual([{ userID: 'u1' }]);
    expect(last()).toMatchObject({ method: 'GET', url: '/api/friends' });
  });

  it('checks and adds by friend code', async () => {
    await expect(checkFriendCode('ABCD1234')).resolves.toMatchObject({ nickname: '친구' });
    expect(last()).toEqual({ method: 'POST', url: '/api/friends/check-friendCode', body: { friendCode: 'ABCD1234' } });
    await addFriend('ABCD1234');
    expect(last()).toEqual({ method: 'POST', url: '/api/friends', body: { friendCode: 'ABCD1234' } });
  });

  it('sends friendUserID in the body of delete, pin and knock', async () => {
    await deleteFriend('f1');
    expect(last()).toEqual({ method: 'DELETE', url: '/api/friends', body: { friendUserID: 'f1' } });
    await expect(toggleFriendPin('f1')).resolves.toMatchObject({ isFixed: true });
    expect(last()).toEqual({ method: 'PATCH', url: '/api/friends/fixed', body: { friendUserID: 'f1' } });
    await knockFriend('f1');
    expect(last()).toEqual({ method: 'POST', url: '/api/friends/knock', body: { friendUserID: 'f1' } });
  });

  it('cheers by path and reads a feed', async () => {
    await cheerMoment('f1', 'm1');
    expect(last()).toMatchObject({ method: 'POST', url: '/api/friends/cheer/f1/m1' });
    await getFriendFeed('f1');
    expect(last()).toMatchObject({ method: 'GET', url: '/api/feed/f1' });
  });

  it('looks an invite up by the code in its path, outside the friends keys, never retried', async () => {
    await getInvite('ABCD1234');
    expect(last()).toMatchObject({ method: 'GET', url: '/api/friends/invite/ABCD1234' });
    expect(friendQueries.invite('ABCD1234').queryKey).toEqual(['invite', 'ABCD1234']);
    expect(friendQueries.invite('ABCD1234').retry).toBe(false);
  });

  it('keys queries from generic to specific', () => {
    expect(friendQueries.list().queryKey).toEqual(['friends', 'list']);
    expect(feedQueries.friend('f1').queryKey).toEqual(['feed', 'f1']);
    expect(feedQueries.friend('f1').queryKey.slice(0, 1)).toEqual(feedQueries.all());
  });
});
