import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChallengingMoment, CreatedMoment } from '@momentum/contracts';
import type { Frequency } from '@momentum/contracts/enums';
import type { Db } from '../../db/database.js';
import { isoInstant } from '../../db/iso-instant.js';
import { buckets, moments, photos } from '../../db/schema/index.js';

export interface NewMomentRow {
  content: string;
  startDate: Date;
  endDate: Date;
}

const momentFields = {
  momentID: moments.id,
  content: moments.content,
  startDate: isoInstant(moments.startDate),
  endDate: isoInstant(moments.endDate),
  isCompleted: moments.isCompleted,
} satisfies Record<Exclude<keyof ChallengingMoment, 'photoUrl'>, unknown>;
const momentColumns = { ...momentFields, frequency: moments.frequency } satisfies Record<keyof CreatedMoment, unknown>;

/** Moments, always looked up through their owner: another user's moment does not exist. */
export function createMomentRepository(db: Db) {
  return {
    async findOwned(userId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = db
        .select({
          ...momentColumns,
          bucketID: moments.bucketId,
          bucketContent: buckets.content,
          photoKey: photos.key,
          bucket: { type: buckets.type, isChallenging: buckets.isChallenging, isCompleted: buckets.isCompleted },
        })
        .from(moments)
        .innerJoin(buckets, eq(buckets.id, moments.bucketId))
        .leftJoin(photos, eq(photos.id, moments.photoId))
        .where(and(eq(moments.id, id), eq(moments.userId, userId), eq(buckets.userId, userId)));
      // Locks the moment and its bucket: a proof and a parallel delete or second proof serialise.
      const [row] = opts.forUpdate ? await query.for('update', { of: [moments, buckets] }) : await query;
      return row ?? null;
    },

    async listForBuckets(bucketIds: string[]) {
      if (bucketIds.length === 0) return [];
      return db
        .select({ ...momentFields, bucketID: moments.bucketId, photoThumbKey: photos.thumbKey })
        .from(moments)
        .leftJoin(photos, eq(photos.id, moments.photoId))
        .where(inArray(moments.bucketId, bucketIds))
        .orderBy(asc(moments.startDate), asc(moments.createdAt), asc(moments.id));
    },

    async insertMany(userId: string, bucketId: string, frequency: Frequency, rows: NewMomentRow[]): Promise<CreatedMoment[]> {
      const inserted = await db
        .insert(moments)
        .values(rows.map((row) => ({ ...row, userId, bucketId, frequency })))
        .returning(momentColumns);
      return inserted.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
    },

    async markProven(id: string, photoId: string, now: Date): Promise<void> {
      await db.update(moments).set({ isCompleted: true, completedAt: now, photoId }).where(eq(moments.id, id));
    },
  };
}

export type OwnedMoment = NonNullable<Awaited<ReturnType<ReturnType<typeof createMomentRepository>['findOwned']>>>;
