// Access tokens: HS256 JWTs (jose), 1 hour, `sub` = user id.
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import type { Clock } from '../../http/clock.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'momentum-api';

export type AccessTokenCheck =
  | { status: 'valid'; userId: string }
  /** Signature good, only the time ran out: a refresh cookie may renew it. */
  | { status: 'expired'; userId: string }
  | { status: 'invalid' };

export interface AccessTokens {
  issue(userId: string): Promise<string>;
  check(token: string): Promise<AccessTokenCheck>;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(clock()),
          clockTolerance: 5,
        });
        return payload.sub ? { status: 'valid', userId: payload.sub } : { status: 'invalid' };
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
