// A knock's push goes through the queue (push_deliveries): written with the knock, delivered by a kick
// after it, retried after a transient failure at its delay, dropped with a gone device, given up after
// the last try; the knock's answer never waits for the push service.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../friends/test-support/friends-test-app.js';
import { PUSH_DELIVERY_LEASE_MS, PUSH_MAX_ATTEMPTS, PUSH_RETRY_DELAYS_MS } from './push-delivery-repository.js';
import { knockFixtures } from './test-support/knock-fixtures.js';
import { startLocalPushService, type LocalPushService } from './test-support/local-push-service.js';

const START = Date.parse('2025-03-12T12:00:00+09:00');
const KNOCK_BODY = (name: string) => `${name}보냄님이 노크했어요! 오늘의 모멘트를 인증해 보세요.`;

let t: FriendsTestApp;
let service: LocalPushService;
let f: ReturnType<typeof knockFixtures>;
beforeAll(async () => {
  t = await buildFriendsTestApp(new Date(START).toISOString());
  service = await startLocalPushService();
  f = knockFixtures(t, service);
}, 60_000);
afterAll(async () => {
  await t.close();
  await service.close();
});
afterEach(() => expect(service.problems).toEqual([]));

/** Each test at its own hour: what is due at one test's clock is none of another's. */
const at = (hour: number, ms = 0) => new Date(START + hour * 3_600_000 + ms).toISOString();

describe('a knock’s push', () => {
  it('is queued with the knock and sent by the kick after it: the answer does not wait for a push service that hangs', async () => {
    t.setNow(at(1));
    const pair = await f.friendsWithDevice('멈춘서비스');
    const hold = service.hold(pair.device.id);
    // Answered while the push service holds the push: the knock never waited for it.
    expect((await f.knock(t, pair)).status).toBe(200);
    await hold.arrived;
    expect(f.pushesTo(pair.device)).toEqual([]);
    expect(await f.queued()).toEqual([{ subscriptionId: expect.any(String), attempts: 1, dueAt: new Date(Date.parse(at(1)) + PUSH_DELIVERY_LEASE_MS) }]);
    hold.release();
    await t.app.pushDeliveries.idle();
    expect(f.pushesTo(pair.device)).toEqual([KNOCK_BODY('멈춘서비스')]);
    expect(await f.queued()).toEqual([]);
  });

  it('that met a 500 is tried again at its delay, not before, and delivered once', async () => {
    t.setNow(at(2));
    const pair = await f.friendsWithDevice('오백');
    service.answer(pair.device.id, 500);
    expect((await f.knock(t, pair)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    expect(f.answersTo(pair.device)).toEqual([500]);
    expect(await f.queued()).toEqual([{ subscriptionId: expect.any(String), attempts: 1, dueAt: new Date(Date.parse(at(2)) + PUSH_RETRY_DELAYS_MS[0]) }]);

    service.answer(pair.device.id, 201);
    t.setNow(at(2, PUSH_RETRY_DELAYS_MS[0] - 1));
    await t.app.pushDeliveries.drain();
    expect(f.answersTo(pair.device)).toEqual([500]);

    t.setNow(at(2, PUSH_RETRY_DELAYS_MS[0]));
    await t.app.pushDeliveries.drain();
    expect(f.answersTo(pair.device)).toEqual([500, 201]);
    expect(f.pushesTo(pair.device)).toEqual([KNOCK_BODY('오백')]);
    expect(await f.queued()).toEqual([]);
    await t.app.pushDeliveries.drain();
    expect(f.answersTo(pair.device)).toEqual([500, 201]);
  });

  it('is given up after its last try fails, and the device is kept', async () => {
    t.setNow(at(3));
    const pair = await f.friendsWithDevice('계속실패');
    service.answer(pair.device.id, 503);
    expect((await f.knock(t, pair)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    let waited = 0;
    for (const delay of PUSH_RETRY_DELAYS_MS) {
      waited += delay;
      t.setNow(at(3, waited));
      await t.app.pushDeliveries.drain();
    }
    expect(f.answersTo(pair.device)).toEqual(Array.from({ length: PUSH_MAX_ATTEMPTS }, () => 503));
    expect(await f.queued()).toEqual([]);
    const kept = await t.app.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, pair.receiver.id));
    expect(kept).toHaveLength(1);
  });

  it('to a device the push service calls gone (410) deletes the device and its delivery; the other device gets it', async () => {
    t.setNow(at(4));
    const pair = await f.friendsWithDevice('사라진기기');
    const other = service.newDevice();
    expect((await t.call('PUT', '/api/push/subscription', pair.receiver.id, other)).status).toBe(200);
    service.answer(pair.device.id, 410);
    expect((await f.knock(t, pair)).status).toBe(200);
    await t.app.pushDeliveries.idle();
    expect(f.answersTo(pair.device)).toEqual([410]);
    expect(f.pushesTo(other)).toEqual([KNOCK_BODY('사라진기기')]);
    expect(await f.queued()).toEqual([]);
    const left = await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, pair.receiver.id));
    expect(left).toEqual([{ endpoint: other.endpoint }]);
  });
});
