// One simulated user: signs in through the development Kakao flow, then repeats the app's own calls with
// think time until the deadline. Acknowledged writes go into the ledger; after a failed step the user
// carries on, as a person would retry.
import { type HttpClient, outcomeUnknown, UnexpectedAnswer } from './http-client';
import type { Ledger } from './ledger';
import { DAY_MS, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { app, localUrl } from '@momentum/apps';

/** The app origin sign-in redirects to, unless the run names its API's (one of its APP_ORIGINS). */
export const APP_ORIGIN = localUrl(app('shell').port);
const redirectUri = (appOrigin: string) => `${appOrigin}/auth/kakao/callback`;
const DEV_KAKAO_CLIENT_ID = 'momentum-dev';
const MAX_CHALLENGING = 3;
const MOMENTS_PER_CHALLENGE = 3;
/** Each user adds the users this many places after it (mod N): every pair is added by one side only. */
const FRIEND_OFFSETS = [1, 2];

export interface SimUser {
  index: number;
  nickname: string;
  email: string;
  token?: string;
  userId?: string;
  friendCode?: string;
  challenging: number;
  bucketsMade: number;
  /** Indexes of the users this one is friends with (either side added). */
  friends: Set<number>;
  /** Users this one tried to add without learning whether it worked (never tried again). */
  unsureFriends: Set<number>;
  cheered: Set<string>;
}

export interface World {
  client: HttpClient;
  /** Where the API lets sign-in redirect (one of its APP_ORIGINS). */
  appOrigin: string;
  ledger: Ledger;
  users: SimUser[];
  deadline: number;
  photo: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string };
  /** Think time between steps, ms. */
  think: { min: number; max: number };
  random: () => number;
  /** Step failures (already counted by the client's samples); kept for the report. */
  stepFailures: number;
  /** Steps each user takes even past the deadline (the smoke test wants every flow to run). */
  minSteps: number;
}

export function newUsers(count: number, runId: string): SimUser[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    nickname: `부하${index}`.slice(0, 20),
    email: `load-${runId}-${index}@momentum.test`,
    challenging: 0,
    bucketsMade: 0,
    friends: new Set<number>(),
    unsureFriends: new Set<number>(),
    cheered: new Set<string>(),
  }));
}

/** Deterministic PRNG (mulberry32), so two runs of the same size make the same choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function think(world: World): Promise<void> {
  await sleep(world.think.min + world.random() * (world.think.max - world.think.min));
}

/** Runs one user until the deadline. Never throws: failures are counted. */
export async function runUser(user: SimUser, world: World, startDelayMs: number): Promise<void> {
  await sleep(startDelayMs);
  // A session: what Home shows, a challenge proven with a photo, a friend added, a friend's feed
  // cheered, a plain bucket added, the bell; then again.
  const steps: Array<(u: SimUser, w: World) => Promise<void>> = [home, challenge, friends, feed, addBucket, notifications];
  let next = 0;
  while (Date.now() < world.deadline || next < world.minSteps) {
    try {
      if (!user.token) await signIn(user, world);
      else {
        await steps[next % steps.length]!(user, world);
        next += 1;
      }
    } catch (error) {
      if (!(error instanceof UnexpectedAnswer)) throw error;
      world.stepFailures += 1;
      next += 1;
    }
    if (Date.now() < world.deadline || next < world.minSteps) await think(world);
  }
}

/** authorize page → form post → code → POST /auth/kakao-login → POST /auth/kakao-login/user, then /api/users. */
export async function signIn(user: SimUser, { client, appOrigin }: Pick<World, 'client' | 'appOrigin'>): Promise<void> {
  const redirect = redirectUri(appOrigin);
  const authorize = new URLSearchParams({ client_id: DEV_KAKAO_CLIENT_ID, redirect_uri: redirect, response_type: 'code' });
  await client.call('GET /oauth/authorize', 'GET', `/oauth/authorize?${authorize}`);
  const form = new URLSearchParams({
    client_id: DEV_KAKAO_CLIENT_ID,
    redirect_uri: redirect,
    action: 'login',
    nickname: user.nickname,
    email: user.email,
  });
  const posted = await client.call('POST /oauth/authorize', 'POST', '/oauth/authorize', { form, manualRedirect: true, expect: [302] });
  const code = new URL(posted.headers.get('location') ?? '', appOrigin).searchParams.get('code');
  if (!code) throw new UnexpectedAnswer('POST /oauth/authorize', 302, 'no code in the redirect');
  const exchange = await client.call<{ access_token: string }>('POST /auth/kakao-login', 'POST', '/auth/kakao-login', {
    json: { code, redirectUri: redirect },
  });
  const login = await client.call<{ accessToken: string }>('POST /auth/kakao-login/user', 'POST', '/auth/kakao-login/user', {
    json: { kakaoAccessToken: exchange.body.access_token },
  });
  const token = login.body.accessToken;
  const me = await client.call<{ user: { friendCode: string } }>('GET /api/users', 'GET', '/api/users', { token });
  // The JWT's subject is the user's id: friends' feeds and cheers need it.
  user.userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  user.friendCode = me.body.user.friendCode;
  user.token = token;
}

/** What Home asks for when it opens (the app fires these in parallel). */
async function home(user: SimUser, { client }: World): Promise<void> {
  const token = user.token;
  await Promise.all(
    [
      '/api/home',
      '/api/home/consecutiveDays',
      '/api/home/momentsComplete/week',
      '/api/home/completedbucket',
      '/api/home/notifications/unread-count',
      '/api/bucket/challenging/main',
    ].map((path) => client.call(`GET ${path}`, 'GET', path, { token })),
  );
}

async function addBucket(user: SimUser, world: World): Promise<void> {
  const { client, ledger } = world;
  // Mostly REPEAT (challenges need them), every third an ACHIEVEMENT goal.
  const type = user.bucketsMade % 3 === 2 ? 'ACHIEVEMENT' : 'REPEAT';
  const content = `${type === 'REPEAT' ? '매일 운동' : '제주 여행'} ${user.index}-${user.bucketsMade}`;
  user.bucketsMade += 1;
  const created = await client.call<{ bucket: { bucketID: string } }>('POST /api/bucket', 'POST', '/api/bucket', {
    token: user.token,
    json: { type, content },
    expect: [201],
  });
  ledger.buckets.push({ user: user.index, bucketID: created.body.bucket.bucketID, content, type });
  // The bucket screen refetches its list after a create.
  const path = type === 'REPEAT' ? '/api/bucket/all/repeat' : '/api/bucket/all/achievement';
  await client.call(`GET ${path}`, 'GET', path, { token: user.token });
}

/** A challenge of manual moments on a new REPEAT bucket, the first proven at once with the photo. */
async function challenge(user: SimUser, world: World): Promise<void> {
  if (user.challenging >= MAX_CHALLENGING) return home(user, world);
  const { client, ledger } = world;
  const token = user.token;
  const content = `챌린지 ${user.index}-${user.challenging}`;
  const created = await client.call<{ bucket: { bucketID: string } }>('POST /api/bucket', 'POST', '/api/bucket', {
    token,
    json: { type: 'REPEAT', content },
    expect: [201],
  });
  const bucketID = created.body.bucket.bucketID;
  ledger.buckets.push({ user: user.index, bucketID, content, type: 'REPEAT' });
  try {
    await client.call('PATCH /api/bucket/:id/challenge', 'PATCH', `/api/bucket/${bucketID}/challenge`, { token });
  } catch (error) {
    // It may have started: counted, so the user never asks for a fourth (the product refuses one).
    if (outcomeUnknown(error)) user.challenging += 1;
    throw error;
  }
  user.challenging += 1;
  await think(world);

  // Windows [start + k days, start + k+1 days): the first contains now, so it can be proven right away.
  const start = Math.max(Date.now() - 60_000, startOfSeoulDay(Date.now()));
  const moments = Array.from({ length: MOMENTS_PER_CHALLENGE }, (_, k) => ({
    content: `모멘트 ${k + 1}`,
    startDate: new Date(start + k * DAY_MS).toISOString(),
    endDate: new Date(start + (k + 1) * DAY_MS).toISOString(),
  }));
  const made = await client.call<{ moments: Array<{ momentID: string; content: string }> }>(
    'POST /api/bucket/moments/:bucketId',
    'POST',
    `/api/bucket/moments/${bucketID}`,
    {
      token,
      json: { startDate: moments[0]!.startDate, endDate: moments.at(-1)!.endDate, moments, frequency: 'daily' },
      expect: [201],
    },
  );
  for (const m of made.body.moments) ledger.moments.push({ user: user.index, bucketID, momentID: m.momentID, content: m.content });
  await client.call('GET /api/bucket/challenging/main', 'GET', '/api/bucket/challenging/main', { token });
  await think(world);

  const first = made.body.moments[0]!.momentID;
  await client.call('GET /api/bucket/moment/:id', 'GET', `/api/bucket/moment/${first}`, { token });
  const form = new FormData();
  form.append('photoUrl', new Blob([world.photo.bytes], { type: world.photo.type }), world.photo.name);
  const proof = await client.call<{ photoUrl: string }>('PATCH /api/bucket/moments/:id (photo)', 'PATCH', `/api/bucket/moments/${first}`, {
    token,
    form,
  });
  ledger.proofs.push({ user: user.index, momentID: first, photoUrl: proof.body.photoUrl });
}

/** The friend tab: my list, and a code check + add for the next user this one should befriend. */
async function friends(user: SimUser, world: World): Promise<void> {
  const { client, ledger, users } = world;
  const token = user.token;
  await client.call('GET /api/friends', 'GET', '/api/friends', { token });
  // Offsets below half the crowd: the pair {i, i+offset} is then added by user i only.
  const target = FRIEND_OFFSETS.filter((offset) => 2 * offset < users.length)
    .map((offset) => users[(user.index + offset) % users.length]!)
    .find((other) => other.friendCode && !user.friends.has(other.index) && !user.unsureFriends.has(other.index));
  if (!target) return;
  const friendCode = target.friendCode!;
  await client.call('POST /api/friends/check-friendCode', 'POST', '/api/friends/check-friendCode', { token, json: { friendCode } });
  await think(world);
  try {
    await client.call('POST /api/friends', 'POST', '/api/friends', { token, json: { friendCode } });
  } catch (error) {
    // The friendship may exist now, and a second add would be refused as one: not tried again.
    if (outcomeUnknown(error)) user.unsureFriends.add(target.index);
    throw error;
  }
  user.friends.add(target.index);
  target.friends.add(user.index);
  ledger.friends.push({ user: user.index, friend: target.index });
}

/** A friend's feed, cheering up to two completed moments not cheered yet. */
async function feed(user: SimUser, world: World): Promise<void> {
  const { client, ledger, users } = world;
  const token = user.token;
  const list = [...user.friends];
  if (list.length === 0) return;
  const friend = users[list[Math.floor(world.random() * list.length)]!]!;
  const answer = await client.call<{ moments: Array<{ momentId: string; cheered: boolean }> }>(
    'GET /api/feed/:friendId',
    'GET',
    `/api/feed/${friend.userId}`,
    { token },
  );
  const fresh = answer.body.moments.filter((m) => !m.cheered && !user.cheered.has(m.momentId)).slice(0, 2);
  for (const moment of fresh) {
    await think(world);
    user.cheered.add(moment.momentId);
    await client.call('POST /api/friends/cheer/:friendId/:momentId', 'POST', `/api/friends/cheer/${friend.userId}/${moment.momentId}`, {
      token,
    });
    ledger.cheers.push({ user: user.index, friend: friend.index, momentID: moment.momentId });
  }
}

/** The bell: unread count, then the list (which marks them read). */
async function notifications(user: SimUser, { client }: World): Promise<void> {
  const token = user.token;
  await client.call('GET /api/home/notifications/unread-count', 'GET', '/api/home/notifications/unread-count', { token });
  await client.call('PATCH /api/home/notifications', 'PATCH', '/api/home/notifications', { token });
}
