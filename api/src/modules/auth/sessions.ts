// Refresh tokens: opaque, in an httpOnly cookie, stored hashed, rotated on use. Reusing a rotated token
// means it leaked and revokes its family, except within a short grace: one page sends several requests
// with the same expired access token and cookie, and all must succeed.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../http/clock.js';
import type { AccessTokens } from './access-token.js';
import type { RefreshTokenRepository } from './refresh-token-repository.js';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const ROTATION_GRACE_MS = 30 * 1000;

interface IssuedSession {
  accessToken: string;
  refreshToken: string | null;
}

export interface Sessions {
  start(userId: string): Promise<{ accessToken: string; refreshToken: string }>;
  refresh(refreshToken: string, userId: string): Promise<IssuedSession | null>;
  end(refreshToken: string): Promise<void>;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessions(repo: RefreshTokenRepository, accessTokens: AccessTokens, clock: Clock): Sessions {
  async function issueRefresh(userId: string, family: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.insert({ tokenHash: hash(token), family, userId, expiresAt: new Date(clock() + REFRESH_TOKEN_TTL_MS) });
    return token;
  }

  return {
    async start(userId) {
      const refreshToken = await issueRefresh(userId, randomUUID());
      return { accessToken: await accessTokens.issue(userId), refreshToken };
    },

    async refresh(refreshToken, userId) {
      const record = await repo.findByHash(hash(refreshToken));
      const now = clock();
      if (!record || record.userId !== userId || record.expiresAt.getTime() <= now) return null;
      // Revoked (logout, or its family after a detected reuse): never accepted again.
      if (record.revokedAt) return null;
      if (!record.replacedAt) {
        if (await repo.claimRotation(record.id, new Date(now))) {
          const next = await issueRefresh(userId, record.family);
          return { accessToken: await accessTokens.issue(userId), refreshToken: next };
        }
        // A parallel request rotated it between our read and our update: a grace reuse, unless revoked.
        const current = await repo.findByHash(hash(refreshToken));
        if (current?.revokedAt) return null;
        return { accessToken: await accessTokens.issue(userId), refreshToken: null };
      }
      if (now - record.replacedAt.getTime() <= ROTATION_GRACE_MS) {
        return { accessToken: await accessTokens.issue(userId), refreshToken: null };
      }
      await repo.revokeFamily(record.family, new Date(now));
      return null;
    },

    async end(refreshToken) {
      const record = await repo.findByHash(hash(refreshToken));
      if (record) await repo.revokeFamily(record.family, new Date(clock()));
    },
  };
}
