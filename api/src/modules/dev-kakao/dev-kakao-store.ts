// The development Kakao's codes and access tokens, sealed (signed with a key derived from JWT_SECRET), not
// stored: any replica redeems what another issued, as nginx splits sign-in across replicas. Short-lived;
// single use per process is enough, as anyone may mint a code for any account here.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../http/clock.js';
import { devKakaoAppId } from '../../config/dev-kakao-app-id.js';

export interface DevProfile {
  id: number;
  nickname: string;
  email: string;
}

interface CodeGrant {
  kind: 'code';
  profile: DevProfile;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
  nonce: string;
}

interface TokenGrant {
  kind: 'token';
  profile: DevProfile;
  appId: number;
  expiresAt: number;
  nonce: string;
}

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Kakao's access tokens live about 6 hours (expires_in 21599). */
export const TOKEN_TTL_SECONDS = 21_599;

export function devKakaoId(email: string): number {
  // 48 bits: an integer JSON and JavaScript keep exactly, like Kakao's numeric ids.
  return parseInt(createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12), 16);
}

export function createDevKakaoStore(clock: Clock, secret: string) {
  const key = createHmac('sha256', secret).update('momentum development Kakao grants').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  // Codes this process has redeemed, until they would have expired anyway.
  const redeemed = new Map<string, number>();

  function seal(grant: CodeGrant | TokenGrant): string {
    const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${body}.${sign(body).toString('base64url')}`;
  }

  function open<K extends 'code' | 'token'>(value: string, kind: K): Extract<CodeGrant | TokenGrant, { kind: K }> | null {
    const [body, signature, ...rest] = value.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CodeGrant | TokenGrant;
      return grant.kind === kind && grant.expiresAt > clock() ? (grant as Extract<CodeGrant | TokenGrant, { kind: K }>) : null;
    } catch {
      return null;
    }
  }

  const nonce = () => randomBytes(12).toString('base64url');

  return {
    issueCode(profile: DevProfile, clientId: string, redirectUri: string): string {
      return seal({ kind: 'code', profile, clientId, redirectUri, expiresAt: clock() + CODE_TTL_MS, nonce: nonce() });
    },

    /** Single use: the code is spent after the first attempt, whether it succeeds or not. */
    redeemCode(code: string, clientId: string, redirectUri: string): string | null {
      const now = clock();
      for (const [spent, expiresAt] of redeemed) if (expiresAt <= now) redeemed.delete(spent);
      const grant = open(code, 'code');
      if (!grant || redeemed.has(code)) return null;
      redeemed.set(code, grant.expiresAt);
      if (grant.clientId !== clientId || grant.redirectUri !== redirectUri) return null;
      return seal({ kind: 'token', profile: grant.profile, appId: devKakaoAppId(grant.clientId), expiresAt: now + TOKEN_TTL_SECONDS * 1000, nonce: nonce() });
    },

    profileFor(token: string): DevProfile | null {
      return open(token, 'token')?.profile ?? null;
    },

    tokenInfo(token: string): { id: number; appId: number; expiresIn: number } | null {
      const grant = open(token, 'token');
      const left = grant ? Math.floor((grant.expiresAt - clock()) / 1000) : 0;
      return grant && left > 0 ? { id: grant.profile.id, appId: grant.appId, expiresIn: left } : null;
    },
  };
}
