// Every photo object is written under a record (docs/decisions.md "Photo storage") so the sweep finds what a
// killed replica left; a commit finding its record leased is refused: no photo row points at a swept object.
import { and, asc, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pendingPhotoObjects, photos } from '../db/schema/index.js';
import { photoStorageUnavailable } from './photo-errors.js';

/** Refused (503, the client sends the proof again) when the sweep has leased a record. */
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

    /** A lease that ran out is a sweep that died; rows another replica or a commit holds are skipped. */
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

    async forget(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(pendingPhotoObjects).where(inArray(pendingPhotoObjects.key, keys));
    },
  };
}
