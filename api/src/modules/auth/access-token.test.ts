// Access tokens remember verified signatures: the answers must stay exactly jose's.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const USER = '7b1c3f5e-2d4a-4c8b-9e0f-1a2b3c4d5e6f';
const T0 = Date.parse('2030-01-10T03:00:00Z');

function tokensAt(start: number) {
  let now = start;
  return { tokens: createAccessTokens(SECRET, () => now), setNow: (ms: number) => (now = ms) };
}

describe('access tokens', () => {
  it('stays valid on repeated checks, and turns expired past its 15 minutes (5 s tolerance) though it was remembered', async () => {
    const { tokens, setNow } = tokensAt(T0);
    const token = await tokens.issue(USER);
    expect(await tokens.check(token)).toEqual({ status: 'valid', userId: USER });
    expect(await tokens.check(token)).toEqual({ status: 'valid', userId: USER });
    setNow(T0 + (ACCESS_TOKEN_TTL_SECONDS + 4) * 1000);
    expect(await tokens.check(token)).toEqual({ status: 'valid', userId: USER });
    setNow(T0 + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    expect(await tokens.check(token)).toEqual({ status: 'expired', userId: USER });
  });

  it('refuses any other text than the remembered one: a changed signature, payload or another key', async () => {
    const { tokens } = tokensAt(T0);
    const token = await tokens.issue(USER);
    expect((await tokens.check(token)).status).toBe('valid');
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(await tokens.check(`${header}.${payload}.${flipped}`)).toEqual({ status: 'invalid' });
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    expect(await tokens.check(`${header}.${otherUser}.${signature}`)).toEqual({ status: 'invalid' });
    const foreign = await createAccessTokens('another-secret-that-is-long-enough-98765', () => T0).issue(USER);
    expect(await tokens.check(foreign)).toEqual({ status: 'invalid' });
  });

  it('does not accept a token before its not-before time, remembered or not', async () => {
    const { tokens, setNow } = tokensAt(T0);
    const nbf = Math.floor(T0 / 1000) + 60;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('momentum-api')
      .setNotBefore(nbf)
      .setExpirationTime(nbf + 600)
      .sign(new TextEncoder().encode(SECRET));
    expect((await tokens.check(token)).status).toBe('invalid');
    setNow((nbf + 1) * 1000);
    expect((await tokens.check(token)).status).toBe('valid');
    setNow(T0);
    expect((await tokens.check(token)).status).toBe('invalid');
  });
});
