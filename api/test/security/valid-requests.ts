// An otherwise valid request of the owner per route, built from the contract's field names, so the
// text-field cases change one field only: a refusal is then that field's, and without it the request
// would have written something (which the unchanged owner snapshot rules out).
import type { RouteDefinition } from '@momentum/contracts';
import { startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { CALLBACK } from '../sign-in-helpers.js';
import { momentsBody, type World } from './world.js';

const DAY = 86_400_000;
/** Keys of a push subscription's shape (a 65-byte P-256 point, a 16-byte secret); nothing is sent to them. */
export const PUSH_KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };

export function validParams(route: RouteDefinition, w: World): Record<string, string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const byName: Record<string, string> = {
    id: route.path.includes('/moment') ? w.openMoment : route.path.includes('achievement-photo') ? w.achievementBucket : w.idleBucket,
    bucketId: w.openBucket,
    friendId: w.friend.id,
    momentId: w.provenMoment,
    friendCode: w.stranger.friendCode,
  };
  return Object.fromEntries(names.map((name) => [name, byName[name] ?? w.idleBucket]));
}

export function validBody(route: RouteDefinition, w: World): Record<string, unknown> {
  const fields = Object.keys((route.body as { shape?: object } | undefined)?.shape ?? {});
  // Moments start tomorrow (Seoul), so "not in the past" holds whenever the suite runs.
  const schedule = momentsBody(startOfSeoulDay(Date.now()) + DAY, 1);
  const byName: Record<string, unknown> = {
    type: 'REPEAT',
    content: '새 버킷',
    goal: '달리기',
    count: 3,
    code: 'authorization-code',
    redirectUri: CALLBACK,
    kakaoAccessToken: 'provider-token',
    friendCode: w.stranger.friendCode,
    friendUserID: w.friend.id,
    endpoint: 'https://push.example.com/send/owner-device',
    keys: PUSH_KEYS,
    pushEnabled: true,
    reminderHour: 21,
    knockPush: true,
    cheerPush: false,
    ...schedule,
  };
  return Object.fromEntries(fields.map((field) => [field, byName[field] ?? 'x']));
}

export function pathWith(route: RouteDefinition, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
}
