// Two app instances on one database (PGlite, or PostgreSQL under `pnpm test:api:pg`): knocks answered by
// either are delivered exactly once, whichever worker claims them; a worker stalled in its send leaves
// the push to the other once the lease has run out, not before, and its late outcome changes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../friends/test-support/friends-test-app.js';
import { PUSH_DELIVERY_LEASE_MS } from './push-delivery-repository.js';
import { knockFixtures } from './test-support/knock-fixtures.js';
import { startLocalPushService, type LocalPushService } from './test-support/local-push-service.js';

const START = Date.parse('2025-03-12T12:00:00+09:00');

let database: TestDatabase;
let a: FriendsTestApp;
let b: FriendsTestApp;
let service: LocalPushService;
let f: ReturnType<typeof knockFixtures>;
beforeAll(async () => {
  database = await openTestDatabase();
  a = await buildFriendsTestApp(new Date(START).toISOString(), database);
  b = await buildFriendsTestApp(new Date(START).toISOString(), database);
  service = await startLocalPushService();
  f = knockFixtures(a, service);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
  await service?.close();
});
afterEach(() => expect(service.problems).toEqual([]));

const setNow = (ms: number) => {
  a.setNow(new Date(ms).toISOString());
  b.setNow(new Date(ms).toISOString());
};

describe('two app instances on one database', () => {
  it('deliver each of 24 knocks’ pushes exactly once, whichever instance answered and claimed', async () => {
    setNow(START);
    const pairs = [];
    for (let i = 0; i < 24; i += 1) pairs.push(await f.friendsWithDevice(`복제${i}`));
    // All at once, half through each instance (each kicks its own worker), and both draining meanwhile.
    const knocks = pairs.map((pair, i) => f.knock(i % 2 === 0 ? a : b, pair));
    const drains = [a.app.pushDeliveries.drain(), b.app.pushDeliveries.drain()];
    expect((await Promise.all(knocks)).map((answer) => answer.status)).toEqual(pairs.map(() => 200));
    await Promise.all([...drains, a.app.pushDeliveries.drain(), b.app.pushDeliveries.drain()]);
    for (const pair of pairs) expect(f.answersTo(pair.device), pair.sender.nickname).toEqual([201]);
    expect(await f.queued()).toEqual([]);
    await Promise.all([a.app.pushDeliveries.drain(), b.app.pushDeliveries.drain()]);
    expect(pairs.flatMap((pair) => f.answersTo(pair.device))).toHaveLength(24);
  });

  it('leave a push whose worker stalled in its send to the other once the lease has run out, not before; shown once', async () => {
    const now = START + 3_600_000;
    setNow(now);
    const pair = await f.friendsWithDevice('멈춘워커');
    // A claims and sends, and its push service never answers: A stands for a replica stalled or dead.
    const hold = service.hold(pair.device.id);
    expect((await f.knock(a, pair)).status).toBe(200);
    await hold.arrived;
    expect(await f.queued()).toMatchObject([{ attempts: 1 }]);

    setNow(now + PUSH_DELIVERY_LEASE_MS - 1000);
    await b.app.pushDeliveries.drain();
    expect(f.answersTo(pair.device)).toEqual([]);

    setNow(now + PUSH_DELIVERY_LEASE_MS);
    await b.app.pushDeliveries.drain();
    expect(f.answersTo(pair.device)).toEqual([201]);
    expect(await f.queued()).toEqual([]);
    // A's send is answered at last: a second push, same Topic and tag, so the phone shows one.
    hold.release();
    await a.app.pushDeliveries.idle();
    expect(f.answersTo(pair.device)).toEqual([201, 201]);
    expect(service.shown(pair.device.id)).toHaveLength(1);
    expect(await f.queued()).toEqual([]);
  });
});
