// The expected status of every route of the contract for the owner of the thing, a friend of the owner
// and a stranger (the token identities: signed out, expired, tampered, deleted user, are the same for
// every protected route: 401). Keyed by `METHOD path` exactly as in `apiRoutes`.
import { seoulDate, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { codeFor, postJson } from '../sign-in-helpers.js';
import { PUSH_KEYS } from './valid-requests.js';
import { momentsBody, photoForm, type Member, type Req, type SecurityApp, type World } from './world.js';

export type Who = 'owner' | 'friend' | 'stranger';

export interface Cell {
  app: SecurityApp;
  w: World;
  me: Member;
}

export type Row =
  /** No session involved: the same answer whatever token comes along. */
  | { kind: 'public'; status: number; request(cell: Cell): Promise<Req> | Req }
  /** "My own data": every signed-in identity gets its own, and nothing of the owner's may show. */
  | { kind: 'mine'; status: number; request(cell: Cell): Promise<Req> | Req; ownerVisibleToFriend?: true }
  /** A thing with an id belonging to the owner. */
  | { kind: 'resource'; status: Record<Who, number>; request(cell: Cell): Promise<Req> | Req };

const get = (path: string): Req => ({ method: 'GET', path });
const ownerOnly = (ok: number) => ({ owner: ok, friend: 404, stranger: 404 });
const tomorrowPlus = (days: number) => startOfSeoulDay(Date.now()) + days * 86_400_000;

async function kakaoToken(app: SecurityApp, me: Member): Promise<string> {
  const code = await codeFor(app, me.nickname, me.email);
  const exchange = await postJson(app, '/auth/kakao-login', { code, redirectUri: `http://localhost:3000/auth/kakao/callback` });
  return ((await exchange.json()) as { access_token: string }).access_token;
}

export const MATRIX: Record<string, Row> = {
  'GET /health': { kind: 'public', status: 200, request: () => get('/health') },
  'POST /auth/kakao-login': {
    kind: 'public',
    status: 200,
    request: async ({ app, me }) => ({
      method: 'POST',
      path: '/auth/kakao-login',
      json: { code: await codeFor(app, me.nickname, me.email) },
    }),
  },
  'POST /auth/kakao-login/user': {
    kind: 'public',
    status: 200,
    request: async ({ app, me }) => ({ method: 'POST', path: '/auth/kakao-login/user', json: { kakaoAccessToken: await kakaoToken(app, me) } }),
  },
  'POST /auth/logout': { kind: 'public', status: 204, request: () => ({ method: 'POST', path: '/auth/logout' }) },

  'GET /api/users': { kind: 'mine', status: 200, request: () => get('/api/users') },
  'GET /api/users/friendCode': { kind: 'mine', status: 200, request: () => get('/api/users/friendCode') },
  'DELETE /api/users': { kind: 'mine', status: 200, request: () => ({ method: 'DELETE', path: '/api/users' }) },
  'PATCH /api/users/profile': {
    kind: 'mine',
    status: 200,
    request: () => {
      const form = new FormData();
      form.append('newNickname', '새닉네임');
      return { method: 'PATCH', path: '/api/users/profile', form };
    },
  },

  'POST /api/bucket': {
    kind: 'mine',
    status: 201,
    request: () => ({ method: 'POST', path: '/api/bucket', json: { type: 'REPEAT', content: '새 버킷' } }),
  },
  'PATCH /api/bucket/:id': {
    kind: 'resource',
    status: ownerOnly(200),
    request: ({ w }) => ({ method: 'PATCH', path: `/api/bucket/${w.repeatBucket}`, json: { content: '바뀐 내용' } }),
  },
  'DELETE /api/bucket/:id': {
    kind: 'resource',
    status: ownerOnly(200),
    request: ({ w }) => ({ method: 'DELETE', path: `/api/bucket/${w.repeatBucket}` }),
  },
  'GET /api/bucket/all/repeat': { kind: 'mine', status: 200, request: () => get('/api/bucket/all/repeat') },
  'GET /api/bucket/all/achievement': { kind: 'mine', status: 200, request: () => get('/api/bucket/all/achievement') },
  'GET /api/bucket/challenging/main': { kind: 'mine', status: 200, request: () => get('/api/bucket/challenging/main') },
  'GET /api/bucket/challenging/count': { kind: 'mine', status: 200, request: () => get('/api/bucket/challenging/count') },
  'GET /api/bucket/:id': { kind: 'resource', status: ownerOnly(200), request: ({ w }) => get(`/api/bucket/${w.repeatBucket}`) },
  'PATCH /api/bucket/:id/challenge': {
    kind: 'resource',
    status: ownerOnly(200),
    request: ({ w }) => ({ method: 'PATCH', path: `/api/bucket/${w.idleBucket}/challenge` }),
  },
  'PATCH /api/bucket/:id/achievement-photo': {
    kind: 'resource',
    status: ownerOnly(200),
    request: async ({ w }) => ({ method: 'PATCH', path: `/api/bucket/${w.achievementBucket}/achievement-photo`, form: await photoForm() }),
  },

  'GET /api/bucket/moment/:id': { kind: 'resource', status: ownerOnly(200), request: ({ w }) => get(`/api/bucket/moment/${w.provenMoment}`) },
  'POST /api/bucket/moments/:bucketId': {
    kind: 'resource',
    status: ownerOnly(201),
    request: ({ w }) => ({ method: 'POST', path: `/api/bucket/moments/${w.repeatBucket}`, json: momentsBody(tomorrowPlus(2), 1) }),
  },
  'PATCH /api/bucket/moments/:id': {
    kind: 'resource',
    status: ownerOnly(200),
    request: async ({ w }) => ({ method: 'PATCH', path: `/api/bucket/moments/${w.openMoment}`, form: await photoForm() }),
  },

  'GET /api/home/consecutiveDays': { kind: 'mine', status: 200, request: () => get('/api/home/consecutiveDays') },
  // The friend's "you are now friends" notification names the owner, by design.
  'PATCH /api/home/notifications': {
    kind: 'mine',
    status: 200,
    request: () => ({ method: 'PATCH', path: '/api/home/notifications' }),
    ownerVisibleToFriend: true,
  },
  'GET /api/home/notifications/unread-count': { kind: 'mine', status: 200, request: () => get('/api/home/notifications/unread-count') },
  'GET /api/home': { kind: 'mine', status: 200, request: () => get('/api/home') },
  'GET /api/home/momentsComplete/week': { kind: 'mine', status: 200, request: () => get('/api/home/momentsComplete/week') },
  'GET /api/home/completedbucket': { kind: 'mine', status: 200, request: () => get('/api/home/completedbucket') },
  'GET /api/home/streak': { kind: 'mine', status: 200, request: () => get('/api/home/streak') },

  // The friend legitimately sees the owner in their own friend list.
  'GET /api/friends': { kind: 'mine', status: 200, request: () => get('/api/friends'), ownerVisibleToFriend: true },
  // A friend code is meant to be shared: a stranger may look it up; one's own code and an existing friend's
  // are refused.
  'POST /api/friends/check-friendCode': {
    kind: 'resource',
    status: { owner: 400, friend: 409, stranger: 200 },
    request: ({ w }) => ({ method: 'POST', path: '/api/friends/check-friendCode', json: { friendCode: w.owner.friendCode } }),
  },
  'POST /api/friends': {
    kind: 'resource',
    status: { owner: 400, friend: 409, stranger: 200 },
    request: ({ w }) => ({ method: 'POST', path: '/api/friends', json: { friendCode: w.owner.friendCode } }),
  },
  // An invite link names its inviter to anyone signed in, as a friend code does; nothing is added by it.
  'GET /api/friends/invite/:friendCode': {
    kind: 'resource',
    status: { owner: 200, friend: 200, stranger: 200 },
    request: ({ w }) => get(`/api/friends/invite/${w.owner.friendCode}`),
  },
  'DELETE /api/friends': {
    kind: 'resource',
    status: { owner: 404, friend: 200, stranger: 404 },
    request: ({ w }) => ({ method: 'DELETE', path: '/api/friends', json: { friendUserID: w.owner.id } }),
  },
  'PATCH /api/friends/fixed': {
    kind: 'resource',
    status: { owner: 404, friend: 200, stranger: 404 },
    request: ({ w }) => ({ method: 'PATCH', path: '/api/friends/fixed', json: { friendUserID: w.owner.id } }),
  },
  // The owner proved a moment today, so even the friend's knock is refused (409: the owner is active).
  'POST /api/friends/knock': {
    kind: 'resource',
    status: { owner: 404, friend: 409, stranger: 404 },
    request: ({ w }) => ({ method: 'POST', path: '/api/friends/knock', json: { friendUserID: w.owner.id } }),
  },
  'POST /api/friends/cheer/:friendId/:momentId': {
    kind: 'resource',
    status: { owner: 404, friend: 200, stranger: 404 },
    request: ({ w }) => ({ method: 'POST', path: `/api/friends/cheer/${w.owner.id}/${w.provenMoment}` }),
  },
  'POST /api/friends/:friendId/freeze-gift': {
    kind: 'resource',
    status: { owner: 404, friend: 200, stranger: 404 },
    request: ({ w }) => ({ method: 'POST', path: `/api/friends/${w.owner.id}/freeze-gift` }),
  },
  'GET /api/feed/:friendId': {
    kind: 'resource',
    status: { owner: 404, friend: 200, stranger: 404 },
    request: ({ w }) => get(`/api/feed/${w.owner.id}`),
  },

  // Everyone signed in may draft with the AI; each call spends only the caller's own budget.
  'POST /api/ai/duration': { kind: 'mine', status: 200, request: () => ({ method: 'POST', path: '/api/ai/duration', json: { goal: '매일 달리기' } }) },
  // Web Push: the public key is the same for everyone; a subscription and the settings are one's own.
  'GET /api/push/vapid-public-key': { kind: 'mine', status: 200, request: () => get('/api/push/vapid-public-key') },
  'PUT /api/push/subscription': {
    kind: 'mine',
    status: 200,
    request: ({ me }) => ({ method: 'PUT', path: '/api/push/subscription', json: { endpoint: `https://push.example.com/send/${me.id}`, keys: PUSH_KEYS } }),
  },
  // Deleting names an endpoint; another user's is left alone (the owner snapshot proves it).
  'DELETE /api/push/subscription': {
    kind: 'mine',
    status: 204,
    request: ({ w }) => ({ method: 'DELETE', path: '/api/push/subscription', json: { endpoint: `https://push.example.com/send/${w.owner.id}` } }),
  },
  'GET /api/push/settings': { kind: 'mine', status: 200, request: () => get('/api/push/settings') },
  'PUT /api/push/settings': {
    kind: 'mine',
    status: 200,
    request: () => ({ method: 'PUT', path: '/api/push/settings', json: { pushEnabled: true, reminderHour: 7, knockPush: false, cheerPush: true } }),
  },
  'POST /api/ai/plan': { kind: 'mine', status: 200, request: () => ({ method: 'POST', path: '/api/ai/plan', json: { goal: '매일 달리기', count: 3 } }) },
  // The proof diary: a month of one's own proofs (the owner's holds the proven moment), and one's own bucket's.
  'GET /api/diary': { kind: 'mine', status: 200, request: () => get(`/api/diary?month=${seoulDate(Date.now()).slice(0, 7)}`) },
  'GET /api/diary/bucket/:id': { kind: 'resource', status: ownerOnly(200), request: ({ w }) => get(`/api/diary/bucket/${w.repeatBucket}`) },
};
