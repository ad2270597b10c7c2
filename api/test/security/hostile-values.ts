// fast-check arbitraries for hostile input: wrong types, huge and empty strings, unicode edge cases, SQL and
// script payloads, odd numbers, nested objects and arrays, invalid ids; plus valid-shaped values per field.
import fc from 'fast-check';

const DAY = 86_400_000;

export const hostileString = fc.oneof(
  fc.constantFrom(
    '', ' ', '   ', '\u0000', '\uD800', '\uDC00abc', 'a\uD83D', '\u202Eevil\u202C', '\u200F\u200E', '\uFEFF', '\u200B',
    'é', 'ｅ', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '😀'.repeat(21), '가'.repeat(21), '\r\n\t',
    "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT pg_sleep(5)', "\\'", '%', '_', '\\',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}',
    '../../etc/passwd', '%2e%2e%2f', '%00', '__proto__', 'constructor', 'NaN', 'Infinity', '-1', '1e999',
    'null', 'undefined', 'true', '[]', '{}',
    '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123e4567-e89b-12d3-a456-42661417400', '123e4567-e89b-12d3-a456-4266141740000', 'g23e4567-e89b-42d3-a456-426614174000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('a'.repeat(10_000), '가'.repeat(3_000), '\uD800'.repeat(500), ' '.repeat(5_000)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a wrong kind (NaN and Infinity cannot travel in JSON: they arrive as null). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.object({ maxDepth: 3, maxKeys: 4, key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')) }),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
);

export const validUuid = fc.uuid({ version: 4 });
const isoInstant = fc
  .integer({ min: -30 * DAY, max: 400 * DAY })
  .map((offset) => new Date(Date.now() + offset).toISOString());
const weirdIso = fc.constantFrom('2025-02-30T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '2025-01-01', '2025-01-01T00:00:00+25:00');

/** Plausible values by the contract's field names, so requests get past the first checks sometimes. */
export function validFor(field: string, ids: string[]): fc.Arbitrary<unknown> {
  switch (field) {
    case 'type':
      return fc.constantFrom('REPEAT', 'ACHIEVEMENT', 'repeat', 'OTHER');
    case 'frequency':
      return fc.constantFrom('daily', 'every2days', 'weekly', 'monthly', 'yearly');
    case 'content':
    case 'newNickname':
    case 'code':
    case 'kakaoAccessToken':
      return fc.string({ minLength: 1, maxLength: 60 });
    case 'redirectUri':
      return fc.constantFrom('http://localhost:3000/auth/kakao/callback', 'https://evil.example/auth/kakao/callback', 'javascript:alert(1)');
    case 'friendCode':
      return fc.stringMatching(/^[A-Za-z]{4}[0-9]{4}$/);
    case 'friendUserID':
      return fc.oneof(validUuid, fc.constantFrom(...ids));
    case 'startDate':
    case 'endDate':
      return fc.oneof(isoInstant, weirdIso);
    case 'moments':
      return fc.array(fc.record({ content: fc.string({ maxLength: 30 }), startDate: isoInstant, endDate: isoInstant }), { maxLength: 4 });
    default:
      return hostileValue;
  }
}

/**
 * Lone surrogates cannot be percent-encoded: send U+FFFD as a browser would. (Invalid UTF-8 in the path is
 * framework-errors.test.ts's subject: Fastify refuses it before our handlers.)
 */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/**
 * A path segment: the other user's real ids, random uuids or hostile strings, at most Fastify's
 * maxParamLength (100) once encoded; longer ones are framework-errors.test.ts's subject.
 */
export const segment = (ids: string[]) =>
  fc
    .oneof(fc.constantFrom(...ids), validUuid, hostileString, hostileNumber.map(String))
    .map(encodeSegment)
    .filter((encoded) => encoded.length <= 100);

/** Bodies that are not JSON objects at all, with assorted content types. */
export const rawBody = fc.record({
  type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'),
  data: fc.constantFrom('{', 'null', '[]', '"text"', '1e999', '{"a":', '{"__proto__":{"polluted":1}}', '<x/>', 'a=1&b=2', '--x--', '\u0000', ''),
});
