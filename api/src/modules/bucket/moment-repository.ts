import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BucketType, Frequency } from '@momentum/contracts/enums';
import type { Db } from '../../db/database.js';
import { buckets, moments, photos } from '../../db/schema/index.js';

export interface MomentRecord {
  id: string;
  bucketId: string;
  content: string;
  frequency: Frequency;
  startDate: Date;
  endDate: Date;
  isCompleted: boolean;
  /** Storage keys of the proof, if proven. */
  photoKey: string | null;
  photoThumbKey: string | null;
}

export interface OwnedMoment extends MomentRecord {
  bucket: { content: string; type: BucketType; isChallenging: boolean; isCompleted: boolean };
}

export interface NewMomentRow {
  content: string;
  startDate: Date;
  endDate: Date;
}

const columns = {
  id: moments.id,
  bucketId: moments.bucketId,
  content: moments.content,
  frequency: moments.frequency,
  startDate: moments.startDate,
  endDate: moments.endDate,
  isCompleted: moments.isCompleted,
  photoKey: photos.key,
  photoThumbKey: photos.thumbKey,
};
/** The moment's own columns: what an insert can return before any photo exists. */
const { photoKey: _photoKey, photoThumbKey: _photoThumbKey, ...momentColumns } = columns;

/** Moments, always looked up through their owner: another user's moment does not exist. */
export function createMomentRepository(db: Db) {
  return {
    async findOwned(userId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<OwnedMoment | null> {
      const query = db
        .select({
          ...columns,
          bucketContent: buckets.content,
          bucketType: buckets.type,
          bucketChallenging: buckets.isChallenging,
          bucketCompleted: buckets.isCompleted,
        })
        .from(moments)
        .innerJoin(buckets, eq(buckets.id, moments.bucketId))
        .leftJoin(photos, eq(photos.id, moments.photoId))
        .where(and(eq(moments.id, id), eq(moments.userId, userId), eq(buckets.userId, userId)));
      // Locks the moment and its bucket: a proof and a parallel delete or second proof serialise.
      const [row] = opts.forUpdate ? await query.for('update', { of: [moments, buckets] }) : await query;
      if (!row) return null;
      const { bucketContent, bucketType, bucketChallenging, bucketCompleted, ...moment } = row;
      return {
        ...moment,
        bucket: { content: bucketContent, type: bucketType, isChallenging: bucketChallenging, isCompleted: bucketCompleted },
      };
    },

    /** Moments of the given buckets, each bucket's in window order. */
    async listForBuckets(bucketIds: string[]): Promise<MomentRecord[]> {
      if (bucketIds.length === 0) return [];
      return db
        .select(columns)
        .from(moments)
        .leftJoin(photos, eq(photos.id, moments.photoId))
        .where(inArray(moments.bucketId, bucketIds))
        .orderBy(asc(moments.startDate), asc(moments.createdAt), asc(moments.id));
    },

    async insertMany(userId: string, bucketId: string, frequency: Frequency, rows: NewMomentRow[]): Promise<MomentRecord[]> {
      const inserted = await db
        .insert(moments)
        .values(rows.map((row) => ({ ...row, userId, bucketId, frequency })))
        .returning(momentColumns);
      return inserted
        .map((row) => ({ ...row, photoKey: null, photoThumbKey: null }))
        .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
    },

    async markProven(id: string, photoId: string, now: Date): Promise<void> {
      await db.update(moments).set({ isCompleted: true, completedAt: now, photoId }).where(eq(moments.id, id));
    },
  };
}
