// Knock and cheer pushes through the real routes to a local push service that verifies the VAPID
// signature and DECRYPTS each payload: the Korean text and the screen to open; settings that are
// off; a 404 or 410 device deleted; a failing push service never fails the knock or cheer.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../friends/test-support/friends-test-app.js';
import { seedMoment, type SeededUser } from '../friends/test-support/seed.js';
import { pushTopicOf } from './push-topic.js';
import { startLocalPushService, type Device, type LocalPushService } from './test-support/local-push-service.js';

let t: FriendsTestApp;
let service: LocalPushService;
beforeAll(async () => {
  t = await buildFriendsTestApp('2025-03-12T12:00:00+09:00');
  service = await startLocalPushService();
}, 60_000);
afterAll(async () => {
  await t.close();
  await service.close();
});
afterEach(() => expect(service.problems).toEqual([]));

const ON = { pushEnabled: true, reminderHour: 21, knockPush: true, cheerPush: true };

async function friendsWithDevice(settings = ON): Promise<{ sender: SeededUser; receiver: SeededUser; device: Device }> {
  const sender = await t.user('앨리스');
  const receiver = await t.user('밥');
  expect((await t.call('POST', '/api/friends', sender.id, { friendCode: receiver.friendCode })).status).toBe(200);
  const device = service.newDevice();
  expect((await t.call('PUT', '/api/push/subscription', receiver.id, device)).status).toBe(200);
  expect((await t.call('PUT', '/api/push/settings', receiver.id, settings)).status).toBe(200);
  return { sender, receiver, device };
}
const pushesTo = (device: Device) => service.received.filter((p) => p.deviceId === device.id);

describe('a knock', () => {
  it('reaches every device of the knocked friend: Korean text, the moment screen, signed with our VAPID key', async () => {
    const { sender, receiver, device } = await friendsWithDevice();
    const second = service.newDevice();
    await t.call('PUT', '/api/push/subscription', receiver.id, second);
    expect((await t.call('POST', '/api/friends/knock', sender.id, { friendUserID: receiver.id })).status).toBe(200);
    await t.app.pushDeliveries.idle();
    const { unreadCount } = (await t.call('GET', '/api/home/notifications/unread-count', receiver.id)).body as { unreadCount: number };
    expect(unreadCount, 'the knock is among the unread').toBeGreaterThan(0);
    for (const d of [device, second]) {
      expect(pushesTo(d)).toEqual([
        {
          deviceId: d.id,
          // Declarative Web Push: Safari 18.4+ shows it without the worker; the worker reads the same JSON.
          payload: {
            web_push: 8030,
            notification: {
              title: '똑똑! 노크가 왔어요',
              body: '앨리스님이 노크했어요! 오늘의 모멘트를 인증해 보세요.',
              navigate: `${t.config.appOrigins[0]}/moment`,
              tag: 'knock',
              lang: 'ko',
              dir: 'ltr',
              app_badge: unreadCount,
            },
          },
          message: { title: '똑똑! 노크가 왔어요', body: '앨리스님이 노크했어요! 오늘의 모멘트를 인증해 보세요.', url: '/moment', tag: 'knock' },
          badge: unreadCount,
          vapidKey: t.config.push.vapid.publicKey,
          ttl: 86_400,
          topic: pushTopicOf('knock'),
        },
      ]);
    }
  });

  it('sends nothing when the friend turned knock pushes, or push altogether, off; nor for a refused knock', async () => {
    const knockOff = await friendsWithDevice({ ...ON, knockPush: false });
    const allOff = await friendsWithDevice({ ...ON, pushEnabled: false });
    for (const { sender, receiver } of [knockOff, allOff]) {
      expect((await t.call('POST', '/api/friends/knock', sender.id, { friendUserID: receiver.id })).status).toBe(200);
    }
    const on = await friendsWithDevice();
    await seedMoment(t.app.db, on.receiver.id, { completedAt: '2025-03-11T09:00:00+09:00' });
    expect((await t.call('POST', '/api/friends/knock', on.sender.id, { friendUserID: on.receiver.id })).status).toBe(409);
    await t.app.pushDeliveries.idle();
    expect([...pushesTo(knockOff.device), ...pushesTo(allOff.device), ...pushesTo(on.device)]).toEqual([]);
  });
});

describe('a cheer', () => {
  it('reaches the moment’s owner with the moment named, opening home', async () => {
    const { sender, receiver, device } = await friendsWithDevice();
    const moment = await seedMoment(t.app.db, receiver.id, { content: '5km 달리기', completedAt: '2025-03-12T08:00:00+09:00' });
    expect((await t.call('POST', `/api/friends/cheer/${receiver.id}/${moment.momentId}`, sender.id)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    expect(pushesTo(device).map((p) => p.message)).toEqual([
      { title: '응원이 도착했어요', body: "앨리스님이 '5km 달리기' 모멘트를 응원했어요!", url: '/home', tag: 'cheer' },
    ]);
  });

  it('deletes the devices the push service calls gone (410) or unknown (404), keeps one that failed otherwise, and still answers 200', async () => {
    const { sender, receiver, device } = await friendsWithDevice();
    const gone = service.newDevice();
    const unknown = service.newDevice();
    const broken = service.newDevice();
    for (const d of [gone, unknown, broken]) await t.call('PUT', '/api/push/subscription', receiver.id, d);
    service.answer(gone.id, 410);
    service.answer(unknown.id, 404);
    service.answer(broken.id, 500);
    const moment = await seedMoment(t.app.db, receiver.id, { completedAt: '2025-03-12T08:00:00+09:00' });
    expect((await t.call('POST', `/api/friends/cheer/${receiver.id}/${moment.momentId}`, sender.id)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    expect(pushesTo(device)).toHaveLength(1);
    const left = await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, receiver.id));
    expect(left.map((r) => r.endpoint).sort()).toEqual([device.endpoint, broken.endpoint].sort());
  });

  it('sends nothing when the owner turned cheer pushes off', async () => {
    const { sender, receiver, device } = await friendsWithDevice({ ...ON, cheerPush: false });
    const moment = await seedMoment(t.app.db, receiver.id, { completedAt: '2025-03-12T08:00:00+09:00' });
    expect((await t.call('POST', `/api/friends/cheer/${receiver.id}/${moment.momentId}`, sender.id)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    expect(pushesTo(device)).toEqual([]);
  });
});
