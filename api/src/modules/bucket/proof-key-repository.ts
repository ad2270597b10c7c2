import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, proofKeys } from '../../db/schema/index.js';

export type ProofKeyClaim =
  | { kind: 'claimed' }
  | { kind: 'done'; target: string; message: string; photoKey: string }
  /** An earlier attempt is still running (or finished for another target: `target` tells). */
  | { kind: 'pending'; target: string };

export interface ClaimInput {
  userId: string;
  key: string;
  target: string;
  now: Date;
  expiredBefore: Date;
  abandonedBefore: Date;
}

export function createProofKeyRepository(db: Db) {
  return {
    /** One INSERT … ON CONFLICT: of two attempts at once exactly one gets the row, so they can never both write. */
    async claim(input: ClaimInput): Promise<ProofKeyClaim> {
      const claimed = await db
        .insert(proofKeys)
        .values({ userId: input.userId, key: input.key, target: input.target, createdAt: input.now })
        .onConflictDoUpdate({
          target: [proofKeys.userId, proofKeys.key],
          set: { target: input.target, createdAt: input.now, photoId: null, message: null },
          setWhere: or(
            lt(proofKeys.createdAt, input.expiredBefore),
            and(isNull(proofKeys.message), lt(proofKeys.createdAt, input.abandonedBefore)),
          ),
        })
        .returning({ key: proofKeys.key });
      if (claimed.length > 0) return { kind: 'claimed' };
      const [row] = await db
        .select({ target: proofKeys.target, message: proofKeys.message, photoKey: photos.key })
        .from(proofKeys)
        .leftJoin(photos, eq(photos.id, proofKeys.photoId))
        .where(and(eq(proofKeys.userId, input.userId), eq(proofKeys.key, input.key)));
      // Gone between the two statements (a release or cleanup): the caller may simply try again.
      if (!row) return { kind: 'pending', target: input.target };
      if (row.message !== null && row.photoKey !== null) return { kind: 'done', target: row.target, message: row.message, photoKey: row.photoKey };
      return { kind: 'pending', target: row.target };
    },

    /** Inside the proof's transaction: the key then commits with the proof, or not at all. */
    async complete(userId: string, key: string, photoId: string, message: string): Promise<void> {
      await db.update(proofKeys).set({ photoId, message }).where(and(eq(proofKeys.userId, userId), eq(proofKeys.key, key)));
    },

    async release(userId: string, key: string): Promise<void> {
      await db.delete(proofKeys).where(and(eq(proofKeys.userId, userId), eq(proofKeys.key, key), isNull(proofKeys.message)));
    },

    async deleteExpired(before: Date, userId?: string): Promise<number> {
      const expired = lt(proofKeys.createdAt, before);
      const rows = await db
        .delete(proofKeys)
        .where(userId === undefined ? expired : and(eq(proofKeys.userId, userId), expired))
        .returning({ one: sql`1` });
      return rows.length;
    },
  };
}
