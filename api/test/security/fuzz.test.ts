// Property-based fuzzing of every route with a body or parameters, built from the contract (its field
// names and path parameters) and from hostile values, sent by a signed-in attacker. Never a 5xx, every
// refusal in the one error shape, and nothing of another user's changes.
import { apiRoutes, type RouteDefinition } from '@momentum/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCounts } from './counts.js';
import { hostileString, hostileValue, rawBody, segment, validFor } from './hostile-values.js';
import { buildSecurityApp, ownerSnapshot, withoutSignatures, type Answer, type Member, type Req, type SecurityApp, type World } from './world.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Korean (Hangul), printable ASCII and a little typographic punctuation: what a user may be shown. */
const USER_MESSAGE = /^[\p{Script=Hangul}\x20-\x7E\u00B7\u2013\u2014\u2026]+$/u;
/** Multipart routes read their own body: the contract has no body schema for them, so fuzz their forms. */
const FORM_ROUTES: Record<string, string[]> = {
  'PATCH /api/users/profile': ['newNickname', 'profileImage'],
  'PATCH /api/bucket/:id/achievement-photo': ['photoUrl'],
  'PATCH /api/bucket/moments/:id': ['photoUrl'],
};
/**
 * Routes that spend a per-user budget per minute (friend codes 10, photo uploads 30): on 429 the clock
 * moves a minute and the case retries, so every case reaches the route's own checks.
 */
const BUDGETED = new Set([
  'POST /api/friends/check-friendCode',
  'POST /api/friends',
  'PATCH /api/users/profile',
  'PATCH /api/bucket/:id/achievement-photo',
  'PATCH /api/bucket/moments/:id',
]);

let app: SecurityApp;
let w: World;
let attacker: Member;
let ids: string[];
let cases = 0;

beforeAll(async () => {
  app = await buildSecurityApp();
  w = await app.world();
  attacker = await app.member('attacker');
  ids = [w.owner.id, w.friend.id, w.repeatBucket, w.provenMoment, w.laterMoment, w.idleBucket, w.openBucket, w.openMoment, w.achievementBucket];
}, 60_000);

afterAll(async () => {
  console.log(`fuzz: ${cases} cases sent over ${fuzzed().length} routes (${RUNS} runs per route)`);
  reportCounts('fuzz', { cases, routes: fuzzed().length, runsPerRoute: RUNS });
  await app?.close();
});

const key = (route: RouteDefinition) => `${route.method} ${route.path}`;
const fuzzed = () => apiRoutes.filter((r) => r.body || r.params || r.querystring || key(r) in FORM_ROUTES);
const shapeKeys = (schema: unknown): string[] => Object.keys((schema as { shape?: object }).shape ?? {});

function pathArb(route: RouteDefinition): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // Short query values: a URL over Node's 16 KB header limit is refused by the HTTP parser before the app.
  const query = fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileString.filter((v) => v.length <= 200), { maxKeys: 3 }), {
    nil: undefined,
  });
  return fc.tuple(fc.tuple(...names.map(() => segment(ids))), query).map(([values, q]) => {
    let path = route.path;
    names.forEach((name, i) => (path = path.replace(`:${name}`, values[i]!)));
    return q ? `${path}?${new URLSearchParams(q).toString()}` : path;
  });
}

type BodyPart = Pick<Req, 'json' | 'raw' | 'form'>;

function bodyArb(route: RouteDefinition): fc.Arbitrary<BodyPart> {
  const anyBody = fc.oneof(
    fc.constant<BodyPart>({}),
    hostileValue.map((json): BodyPart => ({ json })),
    rawBody.map((raw): BodyPart => ({ raw })),
  );
  const fields = route.body ? shapeKeys(route.body) : [];
  const formFields = FORM_ROUTES[key(route)];
  if (fields.length > 0) {
    const shaped = fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(validFor(f, ids), hostileValue)])), { requiredKeys: [] });
    return fc.oneof({ weight: 3, arbitrary: shaped.map((json): BodyPart => ({ json })) }, { weight: 1, arbitrary: anyBody });
  }
  if (formFields) {
    const form = fc
      .array(fc.tuple(fc.constantFrom(...formFields, 'other'), hostileString, fc.boolean()), { maxLength: 3 })
      .map((parts): BodyPart => {
        const data = new FormData();
        // A text part, or the same text as a "file" with an image name: neither is a real image.
        for (const [name, value, asFile] of parts) {
          if (asFile) data.append(name, new Blob([value], { type: 'image/jpeg' }), 'x.jpg');
          else data.append(name, value);
        }
        return { form: data };
      });
    return fc.oneof({ weight: 2, arbitrary: form }, { weight: 1, arbitrary: anyBody });
  }
  return anyBody;
}

function checkAnswer(routeKey: string, req: Req, answer: Answer) {
  const where = `${routeKey} → ${req.method} ${req.path.slice(0, 200)}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status >= 200 && answer.status < 300) return;
  expect(answer.body && typeof answer.body === 'object' ? Object.keys(answer.body).sort() : answer.body, where).toEqual(['code', 'message']);
  expect(typeof answer.body.code, where).toBe('string');
  expect(answer.body.message, where).toMatch(USER_MESSAGE);
}

/** What the other users have: the owner's own view plus the friend's view of the owner. */
async function othersSnapshot(): Promise<unknown> {
  const friendView = await Promise.all(
    ['/api/friends', `/api/feed/${w.owner.id}`, '/api/bucket/all/repeat'].map((path) => app.send({ method: 'GET', path }, w.friend.token)),
  );
  return { owner: await ownerSnapshot(app, w), friend: friendView.map((a) => [a.status, withoutSignatures(a.body)]) };
}

describe('fuzzing every route with input', () => {
  it('covers the routes that take input', () => {
    expect(fuzzed().length).toBeGreaterThanOrEqual(15);
  });

  for (const route of fuzzed()) {
    const routeKey = key(route);
    it(routeKey, async () => {
      const before = await othersSnapshot();
      const body = route.method === 'GET' ? fc.constant<BodyPart>({}) : bodyArb(route);
      const request = fc.tuple(pathArb(route), body).map(([path, body]): Req => ({ method: route.method, path, ...body }));
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          const token = route.auth ? attacker.token : null;
          let answer = await app.send(req, token);
          if (answer.status === 429 && BUDGETED.has(routeKey)) {
            app.skip(61_000);
            answer = await app.send(req, token);
          }
          cases += 1;
          checkAnswer(routeKey, req, answer);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(await othersSnapshot(), `${routeKey} changed another user's data`).toEqual(before);
      // The attacker's session still works: nothing they sent broke the server for them.
      expect((await app.send({ method: 'GET', path: '/api/users' }, attacker.token)).status).toBe(200);
    }, 60_000);
  }
});
