// A sender and a receiver who are friends, the receiver with a device on a local push service and push on;
// and what a test reads back: the queued deliveries and the pushes a device received.
import { expect } from 'vitest';
import { pushDeliveries } from '../../../db/schema/index.js';
import type { FriendsTestApp } from '../../friends/test-support/friends-test-app.js';
import type { SeededUser } from '../../friends/test-support/seed.js';
import type { Device, LocalPushService } from './local-push-service.js';

const PUSH_ON = { pushEnabled: true, reminderHour: null, knockPush: true, cheerPush: true };

export function knockFixtures(t: FriendsTestApp, service: LocalPushService) {
  return {
    /** `t` adds the friend and subscribes the device: the receiver's rows are in the shared database. */
    async friendsWithDevice(name: string): Promise<{ sender: SeededUser; receiver: SeededUser; device: Device }> {
      const sender = await t.user(`${name}보냄`);
      const receiver = await t.user(`${name}받음`);
      expect((await t.call('POST', '/api/friends', sender.id, { friendCode: receiver.friendCode })).status).toBe(200);
      const device = service.newDevice();
      expect((await t.call('PUT', '/api/push/subscription', receiver.id, device)).status).toBe(200);
      expect((await t.call('PUT', '/api/push/settings', receiver.id, PUSH_ON)).status).toBe(200);
      return { sender, receiver, device };
    },

    knock: (app: FriendsTestApp, pair: { sender: SeededUser; receiver: SeededUser }) =>
      app.call('POST', '/api/friends/knock', pair.sender.id, { friendUserID: pair.receiver.id }),

    queued: () =>
      t.app.db
        .select({ subscriptionId: pushDeliveries.subscriptionId, attempts: pushDeliveries.attempts, dueAt: pushDeliveries.dueAt })
        .from(pushDeliveries),

    /** The bodies this device received, in order. */
    pushesTo: (device: Device) => service.received.filter((p) => p.deviceId === device.id).map((p) => p.message.body),

    /** The statuses this device's requests were answered with, in order. */
    answersTo: (device: Device) => service.requests.filter((r) => r.deviceId === device.id).map((r) => r.status),
  };
}
