// Property-based fuzzing of every route with a body or parameters, from the contract and hostile values,
// by a signed-in attacker: never a 5xx, one error shape, nothing of another user's changed. Plus one case
// per text field of the registry: a NUL is refused with 400 and writes nothing.
import { apiRoutes, type RouteDefinition } from '@momentum/contracts';
import { UNSTORABLE_TEXT_MESSAGE } from '@momentum/contracts/text-rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsUnstorableText } from '../../src/http/storable-text-guard.js';
import { reportCounts } from './counts.js';
import { hostileString, hostileValue, rawBody, segment, validFor } from './hostile-values.js';
import { textFields, valueAt, withValueAt, type TextField } from './text-fields.js';
import { pathWith, validBody, validParams } from './valid-requests.js';
import { buildSecurityApp, ownerSnapshot, withoutSignatures, type Answer, type Member, type Req, type SecurityApp, type World } from './world.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Random unless given: every run prints it, and FUZZ_SEED=<it> replays that run's values. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Korean (Hangul), printable ASCII and a little typographic punctuation: what a user may be shown. */
const USER_MESSAGE = /^[\p{Script=Hangul}\x20-\x7E\u00B7\u2013\u2014\u2026]+$/u;
/** Multipart routes read their own body: the contract declares their parts (`form`), so fuzz those. */
const formParts = (route: RouteDefinition): string[] | undefined =>
  route.form && [route.form.file, ...Object.keys(route.form.fields?.shape ?? {})];
/**
 * Routes that spend a per-user budget per minute (friend codes 10, photo uploads 30): on 429 the clock
 * moves a minute and the case retries, so every case reaches the route's own checks.
 */
const BUDGETED = new Set([
  'POST /api/friends/check-friendCode',
  'POST /api/friends',
  'GET /api/friends/invite/:friendCode',
  'PATCH /api/users/profile',
  'PATCH /api/bucket/:id/achievement-photo',
  'PATCH /api/bucket/moments/:id',
]);

let app: SecurityApp;
let w: World;
let attacker: Member;
let ids: string[];
let cases = 0;
let textCases = 0;

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  app = await buildSecurityApp();
  w = await app.world();
  attacker = await app.member('attacker');
  ids = [w.owner.id, w.friend.id, w.repeatBucket, w.provenMoment, w.laterMoment, w.idleBucket, w.openBucket, w.openMoment, w.achievementBucket];
}, 60_000);

afterAll(async () => {
  console.log(`fuzz: ${cases} cases sent over ${fuzzed().length} routes (${RUNS} runs per route, seed ${SEED}); ${textCases} text-field cases`);
  reportCounts('fuzz', { cases, routes: fuzzed().length, runsPerRoute: RUNS, textFieldCases: textCases });
  await app?.close();
});

const key = (route: RouteDefinition) => `${route.method} ${route.path}`;
const fuzzed = () => apiRoutes.filter((r) => r.body || r.params || r.querystring || r.form);
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
  const formFields = formParts(route);
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

/** The request carries a NUL or lone surrogate in a text value: a JSON value, a path or query value, a form text part. */
function carriesUnstorableText(req: Req): boolean {
  let decodedPath = '';
  try {
    decodedPath = decodeURIComponent(req.path);
  } catch {
    // An undecodable path is refused before routing (framework-errors.test.ts).
  }
  const formText = req.form ? [...req.form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [name, value] : [name])) : [];
  return holdsUnstorableText(req.json) || holdsUnstorableText(decodedPath) || holdsUnstorableText(formText);
}

function checkAnswer(routeKey: string, req: Req, answer: Answer) {
  const where = `${routeKey} → ${req.method} ${req.path.slice(0, 200)}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (carriesUnstorableText(req)) expect(answer.status, `${where} (accepted an unstorable character)`).toBeGreaterThanOrEqual(400);
  if (answer.status >= 200 && answer.status < 300) return;
  expect(answer.body && typeof answer.body === 'object' ? Object.keys(answer.body).sort() : answer.body, where).toEqual(['code', 'message']);
  expect(typeof answer.body.code, where).toBe('string');
  expect(answer.body.message, where).toMatch(USER_MESSAGE);
}

/** Sends `req`; a per-minute budget that ran out is waited for (the clock moves a minute) once. */
async function sendWithinBudget(routeKey: string, req: Req, token: string | null): Promise<Answer> {
  const answer = await app.send(req, token);
  if (answer.status !== 429 || !BUDGETED.has(routeKey)) return answer;
  app.skip(61_000);
  return app.send(req, token);
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
          const answer = await sendWithinBudget(routeKey, req, route.auth ? attacker.token : null);
          cases += 1;
          checkAnswer(routeKey, req, answer);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(await othersSnapshot(), `${routeKey} changed another user's data`).toEqual(before);
      // The attacker's session still works: nothing they sent broke the server for them.
      expect((await app.send({ method: 'GET', path: '/api/users' }, attacker.token)).status).toBe(200);
    }, 60_000);
  }
});

/** The owner's otherwise valid request with `value` in `field` (appended to the valid value there). */
function requestWith(route: RouteDefinition, field: TextField, value: string): Req {
  const params = validParams(route, w);
  const inject = (target: unknown) => withValueAt(target, field.path, `${(valueAt(target, field.path) as string | undefined) ?? ''}${value}`);
  const req: Req = { method: route.method, path: pathWith(route, field.location === 'params' ? (inject(params) as Record<string, string>) : params) };
  if (field.location === 'querystring') req.path += `?${new URLSearchParams(inject({}) as Record<string, string>).toString()}`;
  if (field.location === 'form') {
    req.form = new FormData();
    req.form.append(String(field.path[0]), `새이름${value}`);
  } else if (route.body) req.json = field.location === 'body' ? inject(validBody(route, w)) : validBody(route, w);
  return req;
}

describe('one case per text field of the registry', () => {
  const cases = apiRoutes.flatMap((route) => textFields(route).map((field) => ({ route, field })));

  it('finds the text fields of bodies, paths and forms', () => {
    const names = cases.map(({ route, field }) => `${key(route)} ${field.location}.${field.path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/bucket body.content',
        'PATCH /api/bucket/:id params.id',
        'POST /api/bucket/moments/:bucketId body.moments.0.content',
        'PATCH /api/users/profile form.newNickname',
        'PATCH /api/bucket/moments/:id form.note',
        'POST /api/friends body.friendCode',
      ]),
    );
  });

  for (const { route, field } of cases) {
    const routeKey = key(route);
    // Only JSON can carry a lone surrogate: a path or query is UTF-8 on the wire, where it arrives as U+FFFD.
    const values = field.location === 'body' ? { NUL: '\u0000', 'a lone surrogate': '\uD800' } : { NUL: '\u0000' };
    for (const [label, value] of Object.entries(values)) {
      it(`${routeKey} ${field.location}.${field.path.join('.')}: ${label} → 400, nothing written`, async () => {
        const before = await ownerSnapshot(app, w);
        const answer = await sendWithinBudget(routeKey, requestWith(route, field, value), route.auth ? w.owner.token : null);
        textCases += 1;
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { code: 'VALIDATION', message: UNSTORABLE_TEXT_MESSAGE } });
        expect(await ownerSnapshot(app, w)).toEqual(before);
      });
    }
  }
});
