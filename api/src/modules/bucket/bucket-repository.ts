import { and, count, desc, eq, exists, gt, inArray, not, notExists, sql } from 'drizzle-orm';
import { Bucket, type BucketListItem, type ChallengingBucket, type CreateBucketRequest, type UpdateBucketRequest } from '@momentum/contracts';
import type { BucketType } from '@momentum/contracts/enums';
import { contractColumns } from '../../db/contract-columns.js';
import type { Db } from '../../db/database.js';
import { preparedOnce } from '../../db/prepared.js';
import { buckets, moments, photos, users } from '../../db/schema/index.js';
import { insertPhotoRow } from '../../photos/pending-photo-repository.js';

export interface BucketRecord extends Bucket {
  photoKey: string | null;
}

/** Columns only the server sets (ownership, state, proof, times): never part of a user's patch. */
type ServerOwnedColumn = 'id' | 'userId' | 'type' | 'isCompleted' | 'isChallenging' | 'photoId' | 'createdAt' | 'completedAt';
type EditableColumns = Omit<typeof buckets.$inferInsert, ServerOwnedColumn>;
type OnlyEditableColumns<T> = Exclude<keyof T, keyof EditableColumns> extends never ? T : never;
type OnlyColumns<T> = Exclude<keyof T, keyof typeof buckets.$inferInsert> extends never ? T : never;

// Keys named like the columns, so a new optional contract field is written as is; one that is no editable column makes this `never`.
export type BucketPatch = OnlyEditableColumns<UpdateBucketRequest>;

export type NewBucket = OnlyColumns<CreateBucketRequest>;

const bucketColumns = contractColumns(buckets, Bucket.keyof().options, { bucketID: buckets.id });
const { type: _listedByType, ...listItemColumns } = bucketColumns;
const record = { ...bucketColumns, photoKey: photos.key };

const owned = (userId: string, id: string) => and(eq(buckets.id, id), eq(buckets.userId, userId));

type Instant = Date | ReturnType<typeof sql>;

function expiringChallenges(db: Db, userId: string | ReturnType<typeof sql.placeholder>, now: Instant) {
  const ofBucket = eq(moments.bucketId, buckets.id);
  return and(
    eq(buckets.userId, userId),
    // A literal: a prepared statement's generic plan may then use buckets_user_challenging_idx.
    sql`${buckets.isChallenging}`,
    exists(db.select({ one: sql`1` }).from(moments).where(and(ofBucket, not(moments.isCompleted)))),
    notExists(db.select({ one: sql`1` }).from(moments).where(and(ofBucket, gt(moments.endDate, now)))),
  );
}

/** Buckets of one user. Every lookup is by (user, id): another user's bucket simply does not exist. */
export function createBucketRepository(db: Db) {
  // One statement: WITH sub-statements share one snapshot, so the list reads the expiry CTE's RETURNING.
  const listQuery = preparedOnce(() => {
    const expired = db
      .$with('expired')
      .as(
        db
          .update(buckets)
          .set({ isChallenging: false })
          .where(expiringChallenges(db, sql.placeholder('userId'), sql`${sql.placeholder('now')}::timestamptz`))
          .returning({ id: buckets.id }),
      );
    return db
      .with(expired)
      .select({
        ...listItemColumns,
        // Both sides spelled out: drizzle renders a one-table query's columns unqualified, and a bare
        // "id" inside the subquery would be the CTE's own.
        isChallenging: sql<boolean>`(${buckets.isChallenging} and not exists (select 1 from ${expired} where ${sql.identifier('expired')}.${sql.identifier('id')} = ${sql.identifier('buckets')}.${sql.identifier('id')}))`,
      })
      .from(buckets)
      .where(and(eq(buckets.userId, sql.placeholder('userId')), eq(buckets.type, sql.placeholder('type'))))
      .orderBy(desc(buckets.createdAt), desc(buckets.id))
      .prepare('bucket_list_after_expiry');
  });

  async function findOwned(userId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<BucketRecord | null> {
    const query = db.select(record).from(buckets).leftJoin(photos, eq(photos.id, buckets.photoId)).where(owned(userId, id));
    const [row] = opts.forUpdate ? await query.for('update', { of: buckets }) : await query;
    return row ?? null;
  }

  return {
    /** Row lock for the transaction: two parallel challenge requests cannot both pass the limit of 3. */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** `fields` must come from the contract's parse (unknown keys stripped): it is written whole. */
    async create(userId: string, fields: NewBucket): Promise<BucketRecord> {
      const [row] = await db.insert(buckets).values({ ...fields, userId }).returning(bucketColumns);
      return { ...row!, photoKey: null };
    },

    findOwned,

    async update(userId: string, id: string, patch: BucketPatch): Promise<boolean> {
      const rows = await db.update(buckets).set(patch).where(owned(userId, id)).returning({ id: buckets.id });
      return rows.length > 0;
    },

    async listAfterExpiry(userId: string, type: BucketType, now: Date): Promise<BucketListItem[]> {
      return listQuery().execute({ userId, type, now: now.toISOString() });
    },

    async countChallenging(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(buckets)
        .where(and(eq(buckets.userId, userId), eq(buckets.isChallenging, true)));
      return row?.n ?? 0;
    },

    async listChallenging(userId: string): Promise<Pick<ChallengingBucket, 'bucketID' | 'content'>[]> {
      return db
        .select({ bucketID: bucketColumns.bucketID, content: bucketColumns.content })
        .from(buckets)
        .where(and(eq(buckets.userId, userId), eq(buckets.isChallenging, true)))
        .orderBy(desc(buckets.createdAt), desc(buckets.id));
    },

    /** Idempotent, so reads and writes both call it; left alone without moments (the dashboard offers a retry). */
    async expireChallenges(userId: string, now: Date): Promise<void> {
      await db.update(buckets).set({ isChallenging: false }).where(expiringChallenges(db, userId, now));
    },

    async setChallenging(id: string): Promise<void> {
      await db.update(buckets).set({ isChallenging: true }).where(eq(buckets.id, id));
    },

    async markAchieved(id: string, photoId: string, now: Date): Promise<void> {
      await db.update(buckets).set({ isCompleted: true, photoId, completedAt: now }).where(eq(buckets.id, id));
    },

    async completeIfAllMomentsDone(id: string, now: Date): Promise<boolean> {
      const ofBucket = eq(moments.bucketId, id);
      const rows = await db
        .update(buckets)
        .set({ isCompleted: true, isChallenging: false, completedAt: now })
        .where(
          and(
            eq(buckets.id, id),
            eq(buckets.type, 'REPEAT'),
            eq(buckets.isCompleted, false),
            exists(db.select({ one: sql`1` }).from(moments).where(ofBucket)),
            notExists(db.select({ one: sql`1` }).from(moments).where(and(ofBucket, not(moments.isCompleted)))),
          ),
        )
        .returning({ id: buckets.id });
      return rows.length > 0;
    },

    /** Moments and their cheers go by cascade; returns the storage keys to remove once the transaction has committed. */
    async deleteOwned(userId: string, id: string): Promise<{ type: BucketType; photoKeys: string[] } | null> {
      const bucket = await findOwned(userId, id, { forUpdate: true });
      if (!bucket) return null;
      const momentPhotos = db.select({ id: moments.photoId }).from(moments).where(eq(moments.bucketId, id));
      const bucketPhoto = db.select({ id: buckets.photoId }).from(buckets).where(eq(buckets.id, id));
      const photoRows = await db
        .select({ id: photos.id, key: photos.key, thumbKey: photos.thumbKey })
        .from(photos)
        .where(and(eq(photos.userId, userId), sql`(${inArray(photos.id, momentPhotos)} or ${inArray(photos.id, bucketPhoto)})`));
      await db.delete(buckets).where(eq(buckets.id, id));
      if (photoRows.length > 0) await db.delete(photos).where(inArray(photos.id, photoRows.map((p) => p.id)));
      return { type: bucket.type, photoKeys: photoRows.flatMap((p) => [p.key, p.thumbKey]) };
    },

    insertPhoto: (userId: string, key: string, thumbKey: string): Promise<string> => insertPhotoRow(db, userId, key, thumbKey),
  };
}
