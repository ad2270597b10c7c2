import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { refreshTokens } from '../../db/schema/index.js';

export interface RefreshTokenRecord {
  id: string;
  family: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  replacedAt: Date | null;
}

const columns = {
  id: refreshTokens.id,
  family: refreshTokens.family,
  userId: refreshTokens.userId,
  expiresAt: refreshTokens.expiresAt,
  revokedAt: refreshTokens.revokedAt,
  replacedAt: refreshTokens.replacedAt,
};

export function createRefreshTokenRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; family: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const [row] = await db.select(columns).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Marks a live token as rotated. Atomic: of parallel callers exactly one gets `true`. */
    async claimRotation(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ replacedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(family: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
