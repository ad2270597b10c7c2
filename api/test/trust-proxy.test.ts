// Behind nginx, per-IP limits and logs must see the client, not the proxy; without TRUST_PROXY a
// client must not choose its address with X-Forwarded-For. Real HTTP from 127.0.0.1 (the "proxy"),
// the production sign-in limit (30 per minute per IP and route) and the production logger.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/plugins/logger.js';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './build-test-app.js';

const TIMEOUT_MS = 90_000;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The production logger at info, its lines parsed. */
function captureLogs() {
  const lines: Array<{ req?: { remoteAddress?: string; url?: string } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('info') as object), stream } };
}

async function start(env: Record<string, string> = {}) {
  const logs = captureLogs();
  t = await buildTestApp({ env, logger: logs.logger });
  return logs;
}

/** A guessed sign-in code, as a client whose request carries `forwardedFor` (a forged header or the proxy's). */
async function guess(forwardedFor: string): Promise<number> {
  const response = await fetch(`${t!.url}/auth/kakao-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ code: 'guess', redirectUri: `${TEST_ORIGIN}/auth/kakao/callback` }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function guesses(count: number, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push(await guess(forwardedFor(i)));
  return statuses;
}

const loggedAddresses = (lines: ReturnType<typeof captureLogs>['lines']) =>
  new Set(lines.filter((line) => line.req?.url === '/auth/kakao-login').map((line) => line.req?.remoteAddress));

describe('TRUST_PROXY unset (the default): X-Forwarded-For is ignored', () => {
  it('31 requests with 31 different forged addresses share one budget: the 31st is 429, and logs show the socket address', async () => {
    const { lines } = await start();
    const statuses = await guesses(30, (i) => `198.51.100.${i + 1}`);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(await guess('198.51.100.200')).toBe(429);
    expect(loggedAddresses(lines)).toEqual(new Set(['127.0.0.1']));
  }, TIMEOUT_MS);
});

describe('TRUST_PROXY=127.0.0.1 (the API behind a proxy on this host)', () => {
  it('two clients behind the proxy get separate budgets, and logs show each client', async () => {
    const { lines } = await start({ TRUST_PROXY: '127.0.0.1' });
    const first = await guesses(30, () => '203.0.113.7');
    expect(first.filter((status) => status === 429)).toEqual([]);
    expect(await guess('203.0.113.7')).toBe(429);
    // Another client through the same proxy still has its budget.
    expect(await guess('203.0.113.8')).not.toBe(429);
    // A client that forges the header gets it appended to by the proxy: the right-most address counts.
    expect(await guess('203.0.113.8, 203.0.113.7')).toBe(429);
    expect(loggedAddresses(lines)).toEqual(new Set(['203.0.113.7', '203.0.113.8']));
  }, TIMEOUT_MS);

  it('a peer outside the list is the client itself, whatever it forwards', async () => {
    const { lines } = await start({ TRUST_PROXY: '10.0.0.0/8' });
    const statuses = await guesses(30, (i) => `198.51.100.${i + 1}`);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(await guess('198.51.100.200')).toBe(429);
    expect(loggedAddresses(lines)).toEqual(new Set(['127.0.0.1']));
  }, TIMEOUT_MS);
});
