// Provider-side state of the development Kakao: one-time codes and provider access tokens. Short-lived,
// like Kakao's. In this process's memory, or in Redis when REDIS_URL is set (dev-kakao-redis-store.ts):
// behind a load balancer the code the sign-in page issued on one replica is redeemed, and the token
// read, on whichever replica the app's next request reaches.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../http/clock.js';
import { devKakaoAppId } from './dev-app-id.js';

export interface DevProfile {
  id: number;
  nickname: string;
  email: string;
}

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Kakao's access tokens live about 6 hours (expires_in 21599). */
export const TOKEN_TTL_SECONDS = 21_599;

/** Stable provider id for an email, so typing the same email again is the same account. */
export function devKakaoId(email: string): number {
  // 48 bits: an integer JSON and JavaScript keep exactly, like Kakao's numeric ids.
  return parseInt(createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12), 16);
}

export interface CodeGrantRecord {
  profile: DevProfile;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

export interface TokenRecord {
  profile: DevProfile;
  appId: number;
  expiresAt: number;
}

/** Where codes and tokens live: this process's memory, or Redis shared by every replica. */
export interface DevKakaoStore {
  issueCode(profile: DevProfile, clientId: string, redirectUri: string): Promise<string>;
  /** Single use: the code is gone after the first attempt, whether it succeeds or not. */
  redeemCode(code: string, clientId: string, redirectUri: string): Promise<string | null>;
  profileFor(token: string): Promise<DevProfile | null>;
  /** Kakao's token info: whose token, for which app, how many seconds left. */
  tokenInfo(token: string): Promise<{ id: number; appId: number; expiresIn: number } | null>;
}

/** The one place both stores take their rules from: what a code grants, and what a token says. */
export const grants = {
  newCode: () => randomBytes(24).toString('base64url'),
  newToken: () => randomBytes(32).toString('base64url'),
  code: (profile: DevProfile, clientId: string, redirectUri: string, now: number): CodeGrantRecord => ({
    profile,
    clientId,
    redirectUri,
    expiresAt: now + CODE_TTL_MS,
  }),
  /** The token record a redeemed code gives, or null when the code does not fit the request. */
  redeem(grant: CodeGrantRecord | null | undefined, clientId: string, redirectUri: string, now: number): TokenRecord | null {
    if (!grant || grant.expiresAt <= now || grant.clientId !== clientId || grant.redirectUri !== redirectUri) return null;
    return { profile: grant.profile, appId: devKakaoAppId(grant.clientId), expiresAt: now + TOKEN_TTL_SECONDS * 1000 };
  },
  profile: (entry: TokenRecord | null | undefined, now: number) => (entry && entry.expiresAt > now ? entry.profile : null),
  info(entry: TokenRecord | null | undefined, now: number) {
    const left = entry ? Math.floor((entry.expiresAt - now) / 1000) : 0;
    return entry && left > 0 ? { id: entry.profile.id, appId: entry.appId, expiresIn: left } : null;
  },
};

/** In this process: right for one process (a restart only means signing in again). */
export function createMemoryDevKakaoStore(clock: Clock): DevKakaoStore {
  const codes = new Map<string, CodeGrantRecord>();
  // Each token remembers the app it was issued to, which /v1/user/access_token_info reports.
  const tokens = new Map<string, TokenRecord>();

  function sweep() {
    const now = clock();
    for (const [key, grant] of codes) if (grant.expiresAt <= now) codes.delete(key);
    for (const [key, token] of tokens) if (token.expiresAt <= now) tokens.delete(key);
  }

  return {
    async issueCode(profile, clientId, redirectUri) {
      sweep();
      const code = grants.newCode();
      codes.set(code, grants.code(profile, clientId, redirectUri, clock()));
      return code;
    },
    async redeemCode(code, clientId, redirectUri) {
      const grant = codes.get(code);
      codes.delete(code);
      const entry = grants.redeem(grant, clientId, redirectUri, clock());
      if (!entry) return null;
      const token = grants.newToken();
      tokens.set(token, entry);
      return token;
    },
    profileFor: async (token) => grants.profile(tokens.get(token), clock()),
    tokenInfo: async (token) => grants.info(tokens.get(token), clock()),
  };
}
