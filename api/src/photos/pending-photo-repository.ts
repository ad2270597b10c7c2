// Every photo object is written under a record (docs/decisions.md "Photo storage"), removed in the photo
// row's transaction, so the sweep (pending-photo-sweep.ts) finds what a killed replica left. The sweep
// leases a record first and a commit finding it leased is refused: no photo row points at a swept object.
import { and, asc, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pendingPhotoObjects, photos } from '../db/schema/index.js';
import { photoStorageUnavailable } from './photo-errors.js';

/**
 * Inserts the photo row of stored objects and settles their records, in the caller's transaction.
 * Refused (503, the client sends the proof again) when the sweep has leased a record: it is deleting
 * that object.
 */
export async function insertPhotoRow(tx: Db, userId: string, key: string, thumbKey: string): Promise<string> {
  const settled = await tx
    .delete(pendingPhotoObjects)
    .where(and(inArray(pendingPhotoObjects.key, [key, thumbKey]), isNull(pendingPhotoObjects.leaseUntil)))
    .returning({ key: pendingPhotoObjects.key });
  if (settled.length !== 2) throw photoStorageUnavailable(new Error(`photo objects taken by the sweep: ${key}, ${thumbKey}`));
  const [row] = await tx.insert(photos).values({ userId, key, thumbKey }).returning({ id: photos.id });
  return row!.id;
}

export function createPendingPhotoRepository(db: Db) {
  return {
    /** Before an object's put: a crash after it leaves this record for the sweep. */
    async record(key: string, at: Date): Promise<void> {
      await db.insert(pendingPhotoObjects).values({ key, createdAt: at }).onConflictDoNothing();
    },

    /**
     * Leases up to `limit` records written before `writtenBefore` and not leased now (a lease that ran
     * out is a sweep that died), skipping rows another replica or a commit holds. Returns their keys.
     */
    async lease(writtenBefore: Date, now: Date, leaseUntil: Date, limit: number): Promise<string[]> {
      const due = db
        .select({ key: pendingPhotoObjects.key })
        .from(pendingPhotoObjects)
        .where(
          and(
            lt(pendingPhotoObjects.createdAt, writtenBefore),
            or(isNull(pendingPhotoObjects.leaseUntil), lt(pendingPhotoObjects.leaseUntil, now)),
          ),
        )
        .orderBy(asc(pendingPhotoObjects.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const leased = await db
        .update(pendingPhotoObjects)
        .set({ leaseUntil })
        .where(inArray(pendingPhotoObjects.key, due))
        .returning({ key: pendingPhotoObjects.key });
      return leased.map((row) => row.key);
    },

    /** Removes the records of objects the sweep deleted. */
    async forget(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(pendingPhotoObjects).where(inArray(pendingPhotoObjects.key, keys));
    },
  };
}
