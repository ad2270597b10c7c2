import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { freezeGifts, moments, streakFreezeEarnings, streakFreezes, streakProtectedDays } from '../../db/schema/index.js';
import { MAX_FREEZES_HELD, type Run } from './streak-runs.js';

/** The streak's rows. Pass the settlement's transaction: `lockHeld` holds the person's row until it ends. */
export function createStreakRepository(db: Db) {
  return {
    /** Creates the row on first use, then locks it: a second replica settling the same person waits here. */
    async lockHeld(userId: string): Promise<number> {
      await db.insert(streakFreezes).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select({ held: streakFreezes.held })
        .from(streakFreezes)
        .where(eq(streakFreezes.userId, userId))
        .for('update');
      return row?.held ?? 0;
    },

    async setHeld(userId: string, held: number): Promise<void> {
      await db.update(streakFreezes).set({ held: Math.min(held, MAX_FREEZES_HELD) }).where(eq(streakFreezes.userId, userId));
    },

    /** Distinct Seoul days with a completed moment, completed before `until`. */
    async provenDays(userId: string, until: Date): Promise<string[]> {
      const day = sql<string>`to_char(${moments.completedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
      const rows = await db
        .selectDistinct({ day })
        .from(moments)
        .where(and(eq(moments.userId, userId), sql`${moments.isCompleted}`, lt(moments.completedAt, until)));
      return rows.map((r) => r.day);
    },

    async protectedDays(userId: string, from?: string): Promise<string[]> {
      const rows = await db
        .select({ day: streakProtectedDays.day })
        .from(streakProtectedDays)
        .where(and(eq(streakProtectedDays.userId, userId), from ? gte(streakProtectedDays.day, from) : undefined));
      return rows.map((r) => r.day);
    },

    async protect(userId: string, days: string[]): Promise<void> {
      if (days.length > 0) await db.insert(streakProtectedDays).values(days.map((day) => ({ userId, day }))).onConflictDoNothing();
    },

    /** False when this giver already gave this friend one in the week starting `weekStart`. */
    async recordGift(fromUserId: string, toUserId: string, weekStart: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(freezeGifts)
        .values({ fromUserId, toUserId, weekStart, createdAt: at })
        .onConflictDoNothing()
        .returning({ toUserId: freezeGifts.toUserId });
      return inserted.length === 1;
    },

    /** The lengths newly recorded for this run; one already recorded (paid before) is left out. */
    async recordEarnings(userId: string, run: Run, lengths: number[], at: Date): Promise<number[]> {
      if (lengths.length === 0) return [];
      const inserted = await db
        .insert(streakFreezeEarnings)
        .values(lengths.map((length) => ({ userId, runStart: run.start, length, createdAt: at })))
        .onConflictDoNothing()
        .returning({ length: streakFreezeEarnings.length });
      return inserted.map((r) => r.length);
    },
  };
}
