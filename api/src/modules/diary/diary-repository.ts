import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DiaryProof, ProofKind } from '@momentum/contracts';
import type { Db } from '../../db/database.js';
import { isoInstant } from '../../db/iso-instant.js';
import { buckets, moments, photos, streakProtectedDays } from '../../db/schema/index.js';

/** A proof as stored: the answer's fields with storage keys where the answer has URLs. */
export type ProofRow = Omit<DiaryProof, 'photoUrl' | 'thumbUrl'> & { photoKey: string; thumbKey: string };

const momentProof = {
  proofId: moments.id,
  kind: sql<ProofKind>`'MOMENT'`,
  bucketId: moments.bucketId,
  bucketContent: buckets.content,
  momentContent: sql<string | null>`${moments.content}`,
  provenAt: isoInstant(moments.completedAt),
  photoKey: photos.key,
  thumbKey: photos.thumbKey,
} satisfies Record<keyof ProofRow, unknown>;

const achievementProof = {
  proofId: buckets.id,
  kind: sql<ProofKind>`'ACHIEVEMENT'`,
  bucketId: buckets.id,
  bucketContent: buckets.content,
  momentContent: sql<string | null>`null::varchar`,
  provenAt: isoInstant(buckets.completedAt),
  photoKey: photos.key,
  thumbKey: photos.thumbKey,
} satisfies Record<keyof ProofRow, unknown>;

const byTime = (a: ProofRow, b: ProofRow) => a.provenAt.localeCompare(b.provenAt) || a.proofId.localeCompare(b.proofId);

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves it untyped. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Only the caller's own proofs: every query is by user, and a proof is a row with a photo. */
export function createDiaryRepository(db: Db) {
  return {
    /** Proofs in [from, to), oldest first; each side read through its (user, completed_at) index. */
    async proofsBetween(userId: string, from: Date, to: Date): Promise<ProofRow[]> {
      const [momentRows, achievementRows] = await Promise.all([
        db
          .select(momentProof)
          .from(moments)
          .innerJoin(buckets, eq(buckets.id, moments.bucketId))
          .innerJoin(photos, eq(photos.id, moments.photoId))
          .where(and(eq(moments.userId, userId), sql`${moments.isCompleted}`, gte(moments.completedAt, from), lt(moments.completedAt, to))),
        db
          .select(achievementProof)
          .from(buckets)
          .innerJoin(photos, eq(photos.id, buckets.photoId))
          .where(and(eq(buckets.userId, userId), sql`${buckets.isCompleted}`, gte(buckets.completedAt, from), lt(buckets.completedAt, to))),
      ]);
      return [...momentRows, ...achievementRows].sort(byTime);
    },

    /** One bucket's proofs, or null when the caller has no such bucket. */
    async proofsOfBucket(userId: string, bucketId: string): Promise<ProofRow[] | null> {
      const [achievement] = await db
        .select(achievementProof)
        .from(buckets)
        .leftJoin(photos, eq(photos.id, buckets.photoId))
        .where(and(eq(buckets.id, bucketId), eq(buckets.userId, userId)));
      if (!achievement) return null;
      const momentRows = await db
        .select(momentProof)
        .from(moments)
        .innerJoin(buckets, eq(buckets.id, moments.bucketId))
        .innerJoin(photos, eq(photos.id, moments.photoId))
        .where(and(eq(moments.bucketId, bucketId), eq(moments.userId, userId), sql`${moments.isCompleted}`));
      const { photoKey, thumbKey } = achievement;
      const own = photoKey && thumbKey && achievement.provenAt ? [{ ...achievement, photoKey, thumbKey, provenAt: achievement.provenAt }] : [];
      return [...momentRows, ...own].sort(byTime);
    },

    /**
     * For each Seoul day in [fromDay − 1, toDay − 1): the run of counted days (proven moment days and days a
     * 보호권 kept) ending on it, keyed by the day after (the streak Home showed that day is 1 + this). Gaps
     * and islands over the user's days.
     */
    async runsEndingBefore(userId: string, fromDay: string, toDay: string, to: Date): Promise<Map<string, number>> {
      const rows = await rowsOf<{ next: string; run: number }>(
        db,
        sql`with days as (
              select distinct (${moments.completedAt} at time zone 'Asia/Seoul')::date as day
              from ${moments}
              where ${moments.userId} = ${userId} and ${moments.isCompleted}
                and ${moments.completedAt} < ${to.toISOString()}::timestamptz
              union
              select ${streakProtectedDays.day}::date from ${streakProtectedDays}
              where ${streakProtectedDays.userId} = ${userId} and ${streakProtectedDays.day} < ${toDay}
            ), islands as (
              select day, day - (row_number() over (order by day))::int as island from days
            )
            select next, run from (
              select to_char(day + 1, 'YYYY-MM-DD') as next, (row_number() over (partition by island order by day))::int as run
              from islands
            ) runs
            where next >= ${fromDay} and next < ${toDay}`,
      );
      return new Map(rows.map((row) => [row.next, row.run]));
    },
  };
}
export type DiaryRepository = ReturnType<typeof createDiaryRepository>;
