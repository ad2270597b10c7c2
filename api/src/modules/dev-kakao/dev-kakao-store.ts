// Provider-side state of the development Kakao: one-time codes and provider access tokens.
// In memory on purpose: like Kakao's, they are short-lived and a restart only means signing in again.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../http/clock.js';
import { devKakaoAppId } from './dev-app-id.js';

export interface DevProfile {
  id: number;
  nickname: string;
  email: string;
}

interface CodeGrant {
  profile: DevProfile;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Kakao's access tokens live about 6 hours (expires_in 21599). */
export const TOKEN_TTL_SECONDS = 21_599;

/** Stable provider id for an email, so typing the same email again is the same account. */
export function devKakaoId(email: string): number {
  // 48 bits: an integer JSON and JavaScript keep exactly, like Kakao's numeric ids.
  return parseInt(createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12), 16);
}

export function createDevKakaoStore(clock: Clock) {
  const codes = new Map<string, CodeGrant>();
  // Each token remembers the app it was issued to, which /v1/user/access_token_info reports.
  const tokens = new Map<string, { profile: DevProfile; appId: number; expiresAt: number }>();

  function sweep() {
    const now = clock();
    for (const [key, grant] of codes) if (grant.expiresAt <= now) codes.delete(key);
    for (const [key, token] of tokens) if (token.expiresAt <= now) tokens.delete(key);
  }

  return {
    issueCode(profile: DevProfile, clientId: string, redirectUri: string): string {
      sweep();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { profile, clientId, redirectUri, expiresAt: clock() + CODE_TTL_MS });
      return code;
    },

    /** Single use: the code is gone after the first attempt, whether it succeeds or not. */
    redeemCode(code: string, clientId: string, redirectUri: string): string | null {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt <= clock() || grant.clientId !== clientId || grant.redirectUri !== redirectUri) {
        return null;
      }
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, { profile: grant.profile, appId: devKakaoAppId(grant.clientId), expiresAt: clock() + TOKEN_TTL_SECONDS * 1000 });
      return token;
    },

    profileFor(token: string): DevProfile | null {
      const entry = tokens.get(token);
      return entry && entry.expiresAt > clock() ? entry.profile : null;
    },

    /** Kakao's token info: whose token, for which app, how many seconds left. */
    tokenInfo(token: string): { id: number; appId: number; expiresIn: number } | null {
      const entry = tokens.get(token);
      const left = entry ? Math.floor((entry.expiresAt - clock()) / 1000) : 0;
      return entry && left > 0 ? { id: entry.profile.id, appId: entry.appId, expiresIn: left } : null;
    },
  };
}
export type DevKakaoStore = ReturnType<typeof createDevKakaoStore>;
