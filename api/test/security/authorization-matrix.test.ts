// Every route of the contract × {owner, friend, stranger, signed out, expired, tampered, deleted user}.
// Data is arranged through the HTTP API only; the expectations are the explicit table in matrix-table.ts.
import { apiRoutes } from '@momentum/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../build-test-app.js';
import { reportCounts } from './counts.js';
import { MATRIX, type Row, type Who } from './matrix-table.js';
import { buildSecurityApp, ownerSnapshot, photoForm, type Member, type SecurityApp, type World } from './world.js';
import { keyOf } from '../photo-urls.js';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' };
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const WHO: Who[] = ['owner', 'friend', 'stranger'];
const TOKEN_IDENTITIES = ['signed out', 'expired token', 'tampered token', 'deleted user'] as const;

let app: SecurityApp;
let shared: World;
let tokens: Record<(typeof TOKEN_IDENTITIES)[number], string | null>;
let cells = 0;

beforeAll(async () => {
  app = await buildSecurityApp();
  shared = await app.world();
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(shared.owner.id)
    .setIssuer('momentum-api')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_SECRET));
  const [head, payload, signature] = shared.owner.token.split('.') as [string, string, string];
  // A middle character: the last one of a base64url signature may only carry padding bits.
  const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
  const gone = await app.member('gone');
  expect((await app.send({ method: 'DELETE', path: '/api/users' }, gone.token)).status).toBe(200);
  tokens = { 'signed out': null, 'expired token': expired, 'tampered token': `${head}.${payload}.${flipped}`, 'deleted user': gone.token };
}, 60_000);

afterAll(async () => {
  const identities = WHO.length + TOKEN_IDENTITIES.length;
  console.log(`authorization matrix: ${apiRoutes.length} routes × ${identities} identities = ${cells} cells checked`);
  reportCounts('authorization-matrix', { routes: apiRoutes.length, identities, cells });
  await app?.close();
});

/** Everything the owner (and, in their answers, friend) has that nobody else may see. */
function secretsOf(w: World, who: Who): string[] {
  const own = [w.owner.id, w.owner.email, w.owner.nickname, w.owner.friendCode, 'OWNERSECRET'];
  const things = [w.repeatBucket, w.provenMoment, w.laterMoment, w.idleBucket, w.openBucket, w.openMoment, w.achievementBucket];
  return who === 'stranger' ? [...own, ...things, w.friend.id, w.friend.nickname] : [...own, ...things];
}

function expectErrorShape(body: unknown) {
  expect(Object.keys(body as object).sort()).toEqual(['code', 'message']);
}

async function checkCell(row: Row, routeKey: string, who: Who, mutating: boolean) {
  const w = mutating ? await app.world() : shared;
  const me: Member = w[who];
  const expected = row.kind === 'resource' ? row.status[who] : row.status;
  const refusedByDesign = expected >= 400;
  const before = refusedByDesign ? await ownerSnapshot(app, w) : undefined;
  const answer = await app.send(await row.request({ app, w, me }), me.token);
  expect(answer.status, `${routeKey} as ${who}: ${answer.text}`).toBe(expected);
  if (expected >= 400) expectErrorShape(answer.body);
  if (row.kind === 'mine' && who !== 'owner' && !(row.ownerVisibleToFriend && who === 'friend')) {
    for (const secret of secretsOf(w, who)) expect(answer.text, `${routeKey} as ${who} leaks ${secret}`).not.toContain(secret);
  }
  // A refusal changes nothing the owner can see.
  if (before !== undefined) expect(await ownerSnapshot(app, w), `${routeKey} as ${who} changed owner data`).toEqual(before);
  cells += 1;
}

describe('authorization matrix', () => {
  it('has exactly one row per contract route', () => {
    const routeKeys = apiRoutes.map(key);
    const missing = routeKeys.filter((k) => !(k in MATRIX));
    expect(missing, 'routes without a row in matrix-table.ts').toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routeKeys.includes(k)), 'rows for routes that no longer exist').toEqual([]);
  });

  for (const route of apiRoutes) {
    const routeKey = key(route);
    it(`${routeKey}`, async () => {
      const row = MATRIX[routeKey];
      if (!row) throw new Error(`${routeKey} has no row in matrix-table.ts`);
      expect(row.kind === 'public', `${routeKey}: public rows only for auth: false routes`).toBe(!route.auth);
      const mutating = route.auth && route.method !== 'GET';
      for (const who of WHO) await checkCell(row, routeKey, who, mutating);

      const before = await ownerSnapshot(app, shared);
      for (const identity of TOKEN_IDENTITIES) {
        const answer = await app.send(await row.request({ app, w: shared, me: shared.stranger }), tokens[identity]);
        if (row.kind === 'public') {
          expect(answer.status, `${routeKey} as ${identity}`).toBe(row.status);
        } else {
          expect(answer.status, `${routeKey} as ${identity}: ${answer.text}`).toBe(401);
          expect(answer.body).toEqual(UNAUTHORIZED);
        }
        cells += 1;
      }
      if (route.auth) expect(await ownerSnapshot(app, shared), `${routeKey}: refused tokens changed data`).toEqual(before);
    }, 120_000);
  }
});

// GET /photos/<key>?exp=…&sig=… is outside the route registry (a binary answer that <img> tags load without
// any header), so its cells are here: the URL is the permission, and only responses the caller may see
// carry one (ADR 0003). Run after the table above: it moves the shared clock, and puts it back.
describe('photo read (GET /photos/*)', () => {
  const photoNotFound = { message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' };
  const read = (url: string, token?: string) => fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  /** Every GET of the contract a signed-in user can call without ids, plus the owner's feed. */
  const everyList = (w: World) => [
    ...apiRoutes.filter((r) => r.method === 'GET' && r.auth && !r.path.includes(':')).map((r) => r.path),
    `/api/feed/${w.owner.id}`,
  ];
  async function textsFor(w: World, member: Member): Promise<string> {
    const answers = await Promise.all(everyList(w).map((path) => app.send({ method: 'GET', path }, member.token)));
    return answers.map((a) => a.text).join('\n');
  }

  it('owner, friend, stranger, ex-friend and signed out: URLs only where the rule allows, each dying at its expiry', async () => {
    const w = await app.world();
    const exFriend = await app.member('exfriend');
    const must = async (status: number, ...args: Parameters<SecurityApp['send']>) => {
      const answer = await app.send(...args);
      expect(answer.status, `${args[0].method} ${args[0].path}: ${answer.text}`).toBe(status);
      return answer.body;
    };
    await must(200, { method: 'POST', path: '/api/friends', json: { friendCode: w.owner.friendCode } }, exFriend.token);
    await must(200, { method: 'PATCH', path: '/api/users/profile', form: await photoForm('profileImage') }, w.owner.token);

    // Owner: the full proof and its thumbnail, and the own profile photo.
    const proof: string = (await must(200, { method: 'GET', path: `/api/bucket/moment/${w.provenMoment}` }, w.owner.token)).moment.photoUrl;
    const main = await must(200, { method: 'GET', path: '/api/bucket/challenging/main' }, w.owner.token);
    const thumb: string = main.data.flatMap((b: { moments: { photoUrl: string | null }[] }) => b.moments).find((m: { photoUrl: string | null }) => m.photoUrl).photoUrl;
    const profile: string = (await must(200, { method: 'GET', path: '/api/users' }, w.owner.token)).user.profileImageUrl;
    const ownerKeys = [proof, thumb, profile].map(keyOf);
    expect(ownerKeys.map((k) => k[0])).toEqual(['p', 't', 'p']);

    // Friend (and the soon-to-be ex-friend): the proof through the feed, the profile photo through the list.
    const viewOf = async (member: Member) => {
      const feed = await must(200, { method: 'GET', path: `/api/feed/${w.owner.id}` }, member.token);
      const friends = await must(200, { method: 'GET', path: '/api/friends' }, member.token);
      return {
        proof: feed.moments[0].imageUrl as string,
        profile: friends.friends.find((f: { userID: string }) => f.userID === w.owner.id).profileImageUrl as string,
      };
    };
    const friendView = await viewOf(w.friend);
    const exView = await viewOf(exFriend);
    expect(keyOf(friendView.proof)).toBe(keyOf(proof));
    expect(keyOf(friendView.profile)).toBe(keyOf(profile));

    // Each URL reads without any header, as an <img> does, and with anyone's token alike.
    for (const url of [proof, thumb, profile, friendView.proof, friendView.profile, exView.proof]) {
      const answer = await read(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(Number(answer.headers.get('cache-control')!.split('=')[1])).toBeLessThanOrEqual(3600);
      expect((await read(url, w.stranger.token)).status).toBe(200);
    }

    // Stranger: no answer carries any of the owner's photos; the bare path, another photo's signature and a
    // tampered one are 404 in the error shape, whatever token comes along.
    const strangerTexts = await textsFor(w, w.stranger);
    for (const key of ownerKeys) expect(strangerTexts, `a stranger's answers carry ${key}`).not.toContain(key);
    const { origin, pathname, searchParams } = new URL(proof);
    const sig = searchParams.get('sig')!;
    const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11);
    const forged = [
      `${origin}${pathname}`,
      `${origin}${pathname}?exp=${searchParams.get('exp')}&sig=${new URL(thumb).searchParams.get('sig')}`,
      `${origin}${pathname}?exp=${searchParams.get('exp')}&sig=${flipped}`,
      `${origin}${pathname}?exp=${Number(searchParams.get('exp')) + 1800}&sig=${sig}`,
    ];
    for (const url of forged) {
      for (const token of [undefined, w.stranger.token, w.owner.token]) {
        const answer = await read(url, token);
        expect(answer.status, url).toBe(404);
        expect(await answer.json()).toEqual(photoNotFound);
      }
    }

    // Ex-friend: once unfriended, no new answer carries a URL of the owner's; the old one lives to its expiry.
    await must(200, { method: 'DELETE', path: '/api/friends', json: { friendUserID: w.owner.id } }, exFriend.token);
    expect((await app.send({ method: 'GET', path: `/api/feed/${w.owner.id}` }, exFriend.token)).status).toBe(404);
    const exTexts = await textsFor(w, exFriend);
    for (const key of ownerKeys) expect(exTexts, `the ex-friend's answers carry ${key}`).not.toContain(key);
    expect((await read(exView.proof)).status).toBe(200);

    // Expiry: move the server's clock to the moment the URLs expire; every one of them is 404 from then on.
    const expiresAt = Number(new URL(exView.proof).searchParams.get('exp')) * 1000;
    const moved = expiresAt - app.app.clock();
    app.skip(moved);
    try {
      for (const url of [proof, thumb, profile, friendView.proof, friendView.profile, exView.proof]) {
        const answer = await read(url);
        expect(answer.status, url).toBe(404);
        expect(await answer.json()).toEqual(photoNotFound);
      }
    } finally {
      app.skip(-moved);
    }
  }, 120_000);
});
