// Every route of the contract × {owner, friend, stranger, signed out, expired, tampered, deleted user}.
// Data is arranged through the HTTP API only; the expectations are the explicit table in matrix-table.ts.
import { apiRoutes } from '@momentum/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../build-test-app.js';
import { reportCounts } from './counts.js';
import { MATRIX, type Row, type Who } from './matrix-table.js';
import { buildSecurityApp, ownerSnapshot, type Member, type SecurityApp, type World } from './world.js';

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
