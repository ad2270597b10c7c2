// The development provider's codes and tokens in Redis, so every API replica on it knows each one
// (REDIS_URL, as for the rate limits). A code is taken with GETDEL: one replica can redeem it, once.
// Expiry is the app's clock, checked on read like the in-memory store's; Redis's own expiry only
// clears the keys. Redis unreachable: the provider's calls fail, and so does sign-in (401): this is
// the development provider, with nothing to fall back to.
import type { Redis } from 'ioredis';
import type { Clock } from '../../http/clock.js';
import { CODE_TTL_MS, TOKEN_TTL_SECONDS, grants, type CodeGrantRecord, type DevKakaoStore, type TokenRecord } from './dev-kakao-store.js';

/** Prefix of the provider's keys (the rate limits use `momentum:rate-limit:`). */
export const DEV_KAKAO_NAMESPACE = 'momentum:dev-kakao:';

const codeKey = (code: string) => `${DEV_KAKAO_NAMESPACE}code:${code}`;
const tokenKey = (token: string) => `${DEV_KAKAO_NAMESPACE}token:${token}`;

function parse<T>(value: string | null): T | null {
  return value === null ? null : (JSON.parse(value) as T);
}

export function createRedisDevKakaoStore(redis: Redis, clock: Clock): DevKakaoStore {
  const readToken = async (token: string) => parse<TokenRecord>(await redis.get(tokenKey(token)));
  return {
    async issueCode(profile, clientId, redirectUri) {
      const code = grants.newCode();
      await redis.set(codeKey(code), JSON.stringify(grants.code(profile, clientId, redirectUri, clock())), 'PX', CODE_TTL_MS);
      return code;
    },
    async redeemCode(code, clientId, redirectUri) {
      const grant = parse<CodeGrantRecord>(await redis.getdel(codeKey(code)));
      const entry = grants.redeem(grant, clientId, redirectUri, clock());
      if (!entry) return null;
      const token = grants.newToken();
      await redis.set(tokenKey(token), JSON.stringify(entry), 'PX', TOKEN_TTL_SECONDS * 1000);
      return token;
    },
    profileFor: async (token) => grants.profile(await readToken(token), clock()),
    tokenInfo: async (token) => grants.info(await readToken(token), clock()),
  };
}
