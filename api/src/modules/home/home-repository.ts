import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { HomeMoment } from '@momentum/contracts';
import type { Db } from '../../db/database.js';
import { preparedOnce } from '../../db/prepared.js';
import { buckets, moments } from '../../db/schema/index.js';

const homeMomentColumns = {
  momentID: moments.id,
  content: moments.content,
  isCompleted: moments.isCompleted,
  bucketContent: buckets.content,
} satisfies Record<keyof HomeMoment, unknown>;

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves it untyped. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Reads for the home dashboard. Seoul days come from `AT TIME ZONE`, never the session's zone. */
export function createHomeRepository(db: Db) {
  const todayQuery = preparedOnce(() =>
    db
      .select(homeMomentColumns)
      .from(moments)
      .innerJoin(buckets, eq(buckets.id, moments.bucketId))
      .where(
        and(
          eq(moments.userId, sql.placeholder('userId')),
          // Literal, so a generic plan may use partial indexes on it (see src/db/prepared.ts).
          sql`${buckets.isChallenging}`,
          lte(moments.startDate, sql`${sql.placeholder('now')}::timestamptz`),
          gt(moments.endDate, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .orderBy(asc(moments.startDate), asc(moments.createdAt), asc(moments.id))
      .prepare('home_today_moments'),
  );

  return {
    async completionDates(userId: string, from: Date, to: Date): Promise<string[]> {
      const rows = await rowsOf<{ day: string }>(
        db,
        sql`select distinct to_char(${moments.completedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
            from ${moments}
            where ${moments.userId} = ${userId} and ${moments.isCompleted}
              and ${moments.completedAt} >= ${from.toISOString()}::timestamptz
              and ${moments.completedAt} < ${to.toISOString()}::timestamptz`,
      );
      return rows.map((r) => r.day);
    },

    async todayMoments(userId: string, now: Date): Promise<HomeMoment[]> {
      return todayQuery().execute({ userId, now: now.toISOString() });
    },

    async bucketCounts(userId: string): Promise<{ total: number; completed: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${buckets.isCompleted}))::int`,
        })
        .from(buckets)
        .where(eq(buckets.userId, userId));
      return row ?? { total: 0, completed: 0 };
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
