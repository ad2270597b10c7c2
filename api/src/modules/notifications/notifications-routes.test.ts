// PATCH /api/home/notifications (newest 20, marks them read) and GET /api/home/notifications/unread-count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse, UnreadCountResponse } from '@momentum/contracts';
import { buildHomeTestApp, type HomeTestApp } from '../home/test-support/home-test-app.js';
import { seedNotification, seedUser } from '../home/test-support/seed.js';
import { createNotificationsRepository } from './notifications-repository.js';

let t: HomeTestApp;
beforeAll(async () => {
  t = await buildHomeTestApp();
});
afterAll(() => t.close());

const unread = async (user: string) =>
  (await t.get<UnreadCountResponse>('/api/home/notifications/unread-count', user)).unreadCount;

async function readAll(user: string): Promise<NotificationsResponse['notifications']> {
  const response = await t.request('PATCH', '/api/home/notifications', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationsResponse).notifications;
}

describe('notifications', () => {
  it('returns the newest 20 newest-first, marks exactly those read, and counts the unread', async () => {
    const user = await seedUser(t.app.db);
    const other = await seedUser(t.app.db, '다른사람');
    // 22 notifications one minute apart; the newest one was already read.
    for (let i = 0; i < 22; i += 1) {
      await seedNotification(t.app.db, user, {
        type: i % 3 === 0 ? 'KNOCK' : 'FRIEND',
        content: `알림 ${i}`,
        createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString(),
        isRead: i === 21,
      });
    }
    await seedNotification(t.app.db, other, { type: 'CHEER', content: '남의 알림', createdAt: '2025-02-01T00:00:00Z' });

    expect(await unread(user)).toBe(21);
    const first = await readAll(user);
    expect(first.map((n) => n.content)).toEqual(Array.from({ length: 20 }, (_, k) => `알림 ${21 - k}`));
    expect(first[0]).toEqual({
      notificationID: expect.any(String),
      type: 'KNOCK',
      content: '알림 21',
      isRead: true,
      createdAt: '2025-01-01T00:21:00.000Z',
    });
    // The state before this fetch: everything but the newest was new.
    expect(first.slice(1).every((n) => !n.isRead)).toBe(true);
    // The two oldest were not shown, so they stay unread; the other user's stays untouched.
    expect(await unread(user)).toBe(2);
    expect(await unread(other)).toBe(1);
    expect((await readAll(user)).every((n) => n.isRead)).toBe(true);
  });

  it('is empty for a new user, and counts what other modules create', async () => {
    const user = await seedUser(t.app.db);
    const actor = await seedUser(t.app.db);
    expect(await readAll(user)).toEqual([]);
    expect(await unread(user)).toBe(0);
    await createNotificationsRepository(t.app.db).create([
      { userId: user, actorId: actor, type: 'FRIEND', content: '모멘이 친구로 추가되었어요.' },
      { userId: user, actorId: actor, type: 'CHEER', content: '모멘이 응원했어요.' },
    ]);
    expect(await unread(user)).toBe(2);
    const list = await readAll(user);
    expect(list.map((n) => n.type).sort()).toEqual(['CHEER', 'FRIEND']);
    expect(await unread(user)).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await fetch(`${t.url}/api/home/notifications`, { method: 'PATCH' })).status).toBe(401);
    expect((await fetch(`${t.url}/api/home/notifications/unread-count`)).status).toBe(401);
  });
});
