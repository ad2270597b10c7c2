// What the reminder tests arrange on a test app: users with a push device and settings, and moments
// whose windows are a whole Seoul day (proven or not).
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { NotificationSettings } from '@momentum/contracts';
import { buckets, moments } from '../../../db/schema/index.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../../friends/test-support/friends-test-app.js';
import { startLocalPushService, type Device, type LocalPushService } from './local-push-service.js';

/** Push on, the reminder at 21 Seoul. */
export const REMINDER_ON: NotificationSettings = { pushEnabled: true, reminderHour: 21, knockPush: true, cheerPush: true };

function reminderFixtures(t: FriendsTestApp, service: LocalPushService) {
  return {
    /** A challenging (or not) bucket with moments whose windows are all of `day`, proven or not. */
    async momentsOn(day: string, userId: string, proven: boolean[], opts: { challenging?: boolean; content?: string } = {}) {
      const [bucket] = await t.app.db
        .insert(buckets)
        .values({ userId, content: '매일 달리기', type: 'REPEAT', isChallenging: opts.challenging ?? true })
        .returning({ id: buckets.id });
      const start = new Date(`${day}T00:00:00+09:00`);
      const rows = await t.app.db
        .insert(moments)
        .values(
          proven.map((done) => ({
            bucketId: bucket!.id,
            userId,
            content: opts.content ?? '5km 달리기',
            frequency: 'daily' as const,
            startDate: start,
            endDate: new Date(start.getTime() + 86_400_000),
            isCompleted: done,
            completedAt: done ? start : null,
          })),
        )
        .returning({ id: moments.id });
      return rows.map((r) => r.id);
    },

    /** Proofs made at these instants: moments of a challenging bucket, each completed then (its window that day). */
    async proofsAt(userId: string, instants: string[]) {
      const [bucket] = await t.app.db
        .insert(buckets)
        .values({ userId, content: '매일 읽기', type: 'REPEAT', isChallenging: true })
        .returning({ id: buckets.id });
      if (instants.length === 0) return;
      await t.app.db.insert(moments).values(
        instants.map((at) => {
          const start = new Date(`${at.slice(0, 10)}T00:00:00+09:00`);
          return {
            bucketId: bucket!.id,
            userId,
            content: '10쪽 읽기',
            frequency: 'daily' as const,
            startDate: start,
            endDate: new Date(start.getTime() + 86_400_000),
            isCompleted: true,
            completedAt: new Date(at),
          };
        }),
      );
    },

    /** A user with one device subscribed through the API, and these settings. */
    async userWithDevice(name: string, settings: NotificationSettings = REMINDER_ON): Promise<{ id: string; device: Device }> {
      const user = await t.user(name);
      const device = service.newDevice();
      expect((await t.call('PUT', '/api/push/subscription', user.id, device)).status).toBe(200);
      expect((await t.call('PUT', '/api/push/settings', user.id, settings)).status).toBe(200);
      return { id: user.id, device };
    },

    /** The payloads this device received, in order. */
    pushesTo: (device: Device) => service.received.filter((p) => p.deviceId === device.id).map((p) => p.message),
  };
}

/**
 * A reminder test file's setup: one app whose clock starts at `now` and a local push service, with the
 * fixtures on both, for the whole file; after each test the service must have refused no push. Read
 * the fields inside tests and hooks (they are set in beforeAll).
 */
export function reminderTestSetup(now: string) {
  const setup = {} as { t: FriendsTestApp; service: LocalPushService; fixtures: ReturnType<typeof reminderFixtures> };
  beforeAll(async () => {
    setup.t = await buildFriendsTestApp(now);
    setup.service = await startLocalPushService();
    setup.fixtures = reminderFixtures(setup.t, setup.service);
  }, 60_000);
  afterAll(async () => {
    await setup.t?.close();
    await setup.service?.close();
  });
  afterEach(() => expect(setup.service.problems).toEqual([]));
  return setup;
}
