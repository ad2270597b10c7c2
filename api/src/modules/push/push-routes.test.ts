// Push subscriptions and notification settings through the real routes: defaults, validation,
// several devices, a device changing hands, one's own only, and withdrawal.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { buildBucketTestApp, type BucketTestApp } from '../bucket/test-support/bucket-test-app.js';
import { checkPushEndpoint } from './push-endpoint.js';

const KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
let t: BucketTestApp;
beforeAll(async () => {
  t = await buildBucketTestApp();
}, 60_000);
afterAll(() => t.close());

const endpointsOf = async (userId: string) =>
  (await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((r) => r.endpoint)
    .sort();
const subscribe = (userId: string, endpoint: string, keys: object = KEYS) => t.call('PUT', '/api/push/subscription', userId, { endpoint, keys });

describe('notification settings', () => {
  it('answers the documented defaults, saves a choice, and refuses an hour outside 0–23', async () => {
    const [user, other] = [await t.newUser(), await t.newUser()];
    const defaults = { pushEnabled: false, reminderHour: 'AUTO', knockPush: true, cheerPush: true };
    expect(await t.call('GET', '/api/push/settings', user)).toEqual({ status: 200, body: defaults });
    const chosen = { pushEnabled: true, reminderHour: null, knockPush: false, cheerPush: true };
    expect(await t.call('PUT', '/api/push/settings', user, chosen)).toEqual({ status: 200, body: chosen });
    expect((await t.call('GET', '/api/push/settings', user)).body).toEqual(chosen);
    for (const reminderHour of [24, -1, 7.5, '7', 'auto', true]) {
      expect(await t.call('PUT', '/api/push/settings', user, { ...chosen, reminderHour })).toEqual({
        status: 400,
        body: { code: 'VALIDATION', message: '알림 시간은 자동 또는 0시부터 23시 사이로 골라 주세요.' },
      });
    }
    expect((await t.call('GET', '/api/push/settings', user)).body).toEqual(chosen);
    expect((await t.call('GET', '/api/push/settings', other)).body).toEqual(defaults);
  });

  it("takes 'AUTO' and a number hour alike, each replacing the other", async () => {
    const user = await t.newUser();
    const auto = { pushEnabled: true, reminderHour: 'AUTO', knockPush: true, cheerPush: true };
    expect(await t.call('PUT', '/api/push/settings', user, auto)).toEqual({ status: 200, body: auto });
    // A client from before the automatic hour sends a number, as it always did.
    expect(await t.call('PUT', '/api/push/settings', user, { ...auto, reminderHour: 7 })).toEqual({ status: 200, body: { ...auto, reminderHour: 7 } });
    expect((await t.call('PUT', '/api/push/settings', user, auto)).body).toEqual(auto);
    expect((await t.call('GET', '/api/push/settings', user)).body).toEqual(auto);
  });

  it('keeps the hour of settings saved before the automatic hour existed', async () => {
    const user = await t.newUser();
    // As the server wrote a row before the migration: no word on the automatic hour.
    await t.app.db.execute(sql`insert into notification_settings (user_id, push_enabled, reminder_hour, knock_push, cheer_push) values (${user}, true, 8, true, false)`);
    expect((await t.call('GET', '/api/push/settings', user)).body).toEqual({ pushEnabled: true, reminderHour: 8, knockPush: true, cheerPush: false });
  });
});

describe('push subscriptions', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const user = await t.newUser();
    expect(await t.call('GET', '/api/push/vapid-public-key', user)).toEqual({ status: 200, body: { publicKey: t.config.push.vapid.publicKey } });
  });

  it('keeps one row per device, moves a device to whoever subscribes on it, and deletes only one’s own', async () => {
    const [alice, bob] = [await t.newUser('앨리스'), await t.newUser('밥')];
    expect(await subscribe(alice, 'https://fcm.googleapis.com/fcm/send/phone')).toEqual({ status: 200, body: { message: '이 기기에서 푸시 알림을 받습니다.' } });
    expect((await subscribe(alice, 'https://updates.push.services.mozilla.com/wpush/v2/laptop')).status).toBe(200);
    expect((await subscribe(alice, 'https://fcm.googleapis.com/fcm/send/phone')).status).toBe(200);
    expect(await endpointsOf(alice)).toEqual(['https://fcm.googleapis.com/fcm/send/phone', 'https://updates.push.services.mozilla.com/wpush/v2/laptop']);

    // Bob cannot delete Alice's device by naming it…
    expect((await t.call('DELETE', '/api/push/subscription', bob, { endpoint: 'https://fcm.googleapis.com/fcm/send/phone' })).status).toBe(204);
    expect(await endpointsOf(alice)).toHaveLength(2);
    // …but signing in on her laptop and subscribing there makes it his.
    expect((await subscribe(bob, 'https://updates.push.services.mozilla.com/wpush/v2/laptop')).status).toBe(200);
    expect(await endpointsOf(alice)).toEqual(['https://fcm.googleapis.com/fcm/send/phone']);
    expect(await endpointsOf(bob)).toEqual(['https://updates.push.services.mozilla.com/wpush/v2/laptop']);

    expect((await t.call('DELETE', '/api/push/subscription', alice, { endpoint: 'https://fcm.googleapis.com/fcm/send/phone' })).status).toBe(204);
    expect(await endpointsOf(alice)).toEqual([]);
  });

  it('refuses a plain-http endpoint elsewhere than this machine, and malformed keys, storing nothing', async () => {
    const user = await t.newUser();
    expect(await subscribe(user, 'http://push.example.com/send/1')).toEqual({ status: 400, body: { code: 'VALIDATION', message: '푸시 구독 주소는 https 주소여야 합니다.' } });
    expect(await subscribe(user, 'ftp://push.example.com/send/1')).toMatchObject({ status: 400 });
    expect(await subscribe(user, 'https://push.example.com/send/1', { p256dh: 'short', auth: KEYS.auth })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'p256dh 값의 길이가 올바르지 않습니다.' },
    });
    expect(await endpointsOf(user)).toEqual([]);
    // Development and tests: a local push service over http.
    expect((await subscribe(user, 'http://127.0.0.1:9/push/1')).status).toBe(200);
  });

  it('in production allows https only, and no host of the server’s own network', () => {
    const production = { allowLocalHttp: false };
    expect(() => checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', production)).not.toThrow();
    expect(() => checkPushEndpoint('http://localhost:8080/push', production)).toThrow('https 주소');
    expect(() => checkPushEndpoint('https://localhost/push', production)).toThrow('공개된 푸시 서비스');
    expect(() => checkPushEndpoint('https://10.0.0.5/push', production)).toThrow('공개된 푸시 서비스');
    expect(() => checkPushEndpoint('https://[::1]/push', production)).toThrow('공개된 푸시 서비스');
  });

  it('are deleted with the account', async () => {
    const user = await t.newUser();
    await subscribe(user, 'https://fcm.googleapis.com/fcm/send/leaver');
    await t.call('PUT', '/api/push/settings', user, { pushEnabled: true, reminderHour: 8, knockPush: true, cheerPush: true });
    expect((await t.call('DELETE', '/api/users', user)).status).toBe(200);
    expect(await endpointsOf(user)).toEqual([]);
    expect((await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://fcm.googleapis.com/fcm/send/leaver')))).toEqual([]);
  });
});
