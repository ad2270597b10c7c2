// Access tokens: HS256 JWTs (jose), 15 minutes, `sub` = user id.
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import type { Clock } from '../../http/clock.js';

/**
 * A token cannot be revoked, so it outlives a logout or a revoked session by up to this long; the
 * refresh cookie (sessions.ts) renews it on the next request, which keeps a session long.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'momentum-api';

type AccessTokenCheck =
  | { status: 'valid'; userId: string }
  /** Signature good, only the time ran out: a refresh cookie may renew it. */
  | { status: 'expired'; userId: string }
  | { status: 'invalid' };

export interface AccessTokens {
  issue(userId: string): Promise<string>;
  check(token: string): Promise<AccessTokenCheck>;
}

/** Signature-checked tokens kept per process; the oldest is dropped beyond this many. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
const CLOCK_TOLERANCE_SECONDS = 5;

interface VerifiedClaims {
  sub: string;
  exp?: number;
  nbf?: number;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // The HMAC check was an authenticated GET's largest CPU cost, and a phone sends one token many times:
  // a token verified once is remembered by its exact text (any other text misses), and only its time
  // claims are checked again; outside its window it goes through jose, which gives the exact verdict.
  const verified = new Map<string, VerifiedClaims>();
  const remember = (token: string, claims: VerifiedClaims) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  const inTime = ({ exp, nbf }: VerifiedClaims, nowSeconds: number) =>
    (nbf === undefined || nbf <= nowSeconds + CLOCK_TOLERANCE_SECONDS) && (exp === undefined || exp > nowSeconds - CLOCK_TOLERANCE_SECONDS);
  return {
    async issue(userId) {
      const now = Math.floor(clock() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async check(token) {
      const now = clock();
      const known = verified.get(token);
      if (known && inTime(known, Math.floor(now / 1000))) return { status: 'valid', userId: known.sub };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (!payload.sub) return { status: 'invalid' };
        remember(token, { sub: payload.sub, exp: payload.exp, nbf: payload.nbf });
        return { status: 'valid', userId: payload.sub };
      } catch (error) {
        // JWTExpired is raised only after the signature was verified, so its claims are trustworthy.
        if (error instanceof errors.JWTExpired) {
          const sub = decodeJwt(token).sub;
          return sub ? { status: 'expired', userId: sub } : { status: 'invalid' };
        }
        return { status: 'invalid' };
      }
    },
  };
}
