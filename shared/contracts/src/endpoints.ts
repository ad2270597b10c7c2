// The method and path of every route, and nothing else: zod-free, so the browser's client and the build
// configs take their paths from here at run time while the domain files spread each entry into their
// `defineRoute`. A path is written once, in this file. Fastify's `:param` syntax.
import type { HttpMethod } from './define-route';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

export const healthEndpoints = {
  health: { method: 'GET', path: '/health' },
} as const;

export const authEndpoints = {
  kakaoLogin: { method: 'POST', path: '/auth/kakao-login' },
  kakaoUserLogin: { method: 'POST', path: '/auth/kakao-login/user' },
  logout: { method: 'POST', path: '/auth/logout' },
} as const;

export const userEndpoints = {
  me: { method: 'GET', path: '/api/users' },
  friendCode: { method: 'GET', path: '/api/users/friendCode' },
  deleteMe: { method: 'DELETE', path: '/api/users' },
  updateProfile: { method: 'PATCH', path: '/api/users/profile' },
} as const;

export const homeEndpoints = {
  consecutiveDays: { method: 'GET', path: '/api/home/consecutiveDays' },
  readNotifications: { method: 'PATCH', path: '/api/home/notifications' },
  unreadCount: { method: 'GET', path: '/api/home/notifications/unread-count' },
  today: { method: 'GET', path: '/api/home' },
  weekStatus: { method: 'GET', path: '/api/home/momentsComplete/week' },
  completionRate: { method: 'GET', path: '/api/home/completedbucket' },
  streak: { method: 'GET', path: '/api/home/streak' },
} as const;

export const bucketEndpoints = {
  create: { method: 'POST', path: '/api/bucket' },
  update: { method: 'PATCH', path: '/api/bucket/:id' },
  remove: { method: 'DELETE', path: '/api/bucket/:id' },
  listRepeat: { method: 'GET', path: '/api/bucket/all/repeat' },
  listAchievement: { method: 'GET', path: '/api/bucket/all/achievement' },
  challengingMain: { method: 'GET', path: '/api/bucket/challenging/main' },
  challengingCount: { method: 'GET', path: '/api/bucket/challenging/count' },
  detail: { method: 'GET', path: '/api/bucket/:id' },
  challenge: { method: 'PATCH', path: '/api/bucket/:id/challenge' },
  achievementPhoto: { method: 'PATCH', path: '/api/bucket/:id/achievement-photo' },
} as const;

export const momentEndpoints = {
  detail: { method: 'GET', path: '/api/bucket/moment/:id' },
  create: { method: 'POST', path: '/api/bucket/moments/:bucketId' },
  proof: { method: 'PATCH', path: '/api/bucket/moments/:id' },
} as const;

export const friendEndpoints = {
  list: { method: 'GET', path: '/api/friends' },
  checkCode: { method: 'POST', path: '/api/friends/check-friendCode' },
  add: { method: 'POST', path: '/api/friends' },
  remove: { method: 'DELETE', path: '/api/friends' },
  togglePin: { method: 'PATCH', path: '/api/friends/fixed' },
  knock: { method: 'POST', path: '/api/friends/knock' },
  cheer: { method: 'POST', path: '/api/friends/cheer/:friendId/:momentId' },
  invite: { method: 'GET', path: '/api/friends/invite/:friendCode' },
  freezeGift: { method: 'POST', path: '/api/friends/:friendId/freeze-gift' },
} as const;

export const feedEndpoints = {
  friendFeed: { method: 'GET', path: '/api/feed/:friendId' },
} as const;

export const aiEndpoints = {
  duration: { method: 'POST', path: '/api/ai/duration' },
  plan: { method: 'POST', path: '/api/ai/plan' },
} as const;

export const pushEndpoints = {
  vapidPublicKey: { method: 'GET', path: '/api/push/vapid-public-key' },
  subscribe: { method: 'PUT', path: '/api/push/subscription' },
  unsubscribe: { method: 'DELETE', path: '/api/push/subscription' },
  getSettings: { method: 'GET', path: '/api/push/settings' },
  putSettings: { method: 'PUT', path: '/api/push/settings' },
} as const;

export const diaryEndpoints = {
  month: { method: 'GET', path: '/api/diary' },
  bucketProofs: { method: 'GET', path: '/api/diary/bucket/:id' },
} as const;
