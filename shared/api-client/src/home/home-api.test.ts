import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@momentum/api-client/client';
import { getCompletionRate, getUnreadCount, getWeekStatus, readNotifications } from './home-api';
import { homeQueries } from './home-queries';

const calls: string[] = [];
let rateBody: unknown = { completionRate: 33.33 };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const bodies: Record<string, unknown> = {
      '/api/home/notifications': { notifications: [{ notificationID: 'n1', type: 'KNOCK', content: '똑똑', isRead: false, createdAt: '2025-01-01T00:00:00.000Z' }] },
      '/api/home/notifications/unread-count': { unreadCount: 3 },
      '/api/home/momentsComplete/week': { weekStatus: [{ date: '2025-06-02', isComplete: true }] },
      '/api/home/completedbucket': rateBody,
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(bodies[req.url ?? ''] ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('home api', () => {
  it('reads notifications with PATCH (the server marks them read) and the unread count with GET', async () => {
    expect((await readNotifications())[0]?.type).toBe('KNOCK');
    expect(await getUnreadCount()).toBe(3);
    expect(calls).toEqual(['PATCH /api/home/notifications', 'GET /api/home/notifications/unread-count']);
  });

  it('unwraps the week and normalises a numeric-string completion rate', async () => {
    expect(await getWeekStatus()).toEqual([{ date: '2025-06-02', isComplete: true }]);
    expect(await getCompletionRate()).toBe(33.33);
    rateBody = { completionRate: '12.5' };
    expect(await getCompletionRate()).toBe(12.5);
    rateBody = { completionRate: 'abc' };
    expect(await getCompletionRate()).toBe(0);
  });

  it('keys every home query under ["home"], the bell under ["home", "notifications"]', () => {
    expect(homeQueries.week().queryKey.slice(0, 1)).toEqual(homeQueries.all());
    expect(homeQueries.unreadCount().queryKey.slice(0, 2)).toEqual(homeQueries.notificationsAll());
    expect(homeQueries.notifications().queryKey.slice(0, 2)).toEqual(homeQueries.notificationsAll());
  });
});
