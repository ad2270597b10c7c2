import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  buckets,
  cheers,
  friendships,
  knocks,
  moments,
  notificationSettings,
  notifications,
  photos,
  proofKeys,
  pushSubscriptions,
  refreshTokens,
  users,
} from '../../db/schema/index.js';

export interface DeletedAccount {
  photoKeys: string[];
}

// Each table is named on purpose, not left to the cascades: deletion must not depend on an `onDelete` rule.
export function createAccountDeletionRepository(db: Db) {
  return {
    async deleteUser(userId: string): Promise<DeletedAccount | null> {
      // Lock the user row first: a concurrent upload's photo insert (its foreign key check needs a share
      // lock on this row) then waits and fails, so no photo row or file can slip in behind the delete.
      const [locked] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!locked) return null;

      const ownMomentIds = db.select({ id: moments.id }).from(moments).where(eq(moments.userId, userId));
      await db.delete(cheers).where(or(eq(cheers.userId, userId), inArray(cheers.momentId, ownMomentIds)));
      await db.delete(knocks).where(or(eq(knocks.fromUserId, userId), eq(knocks.toUserId, userId)));
      // Both directions: the friend's row pointing at this user goes too; the friend's account stays.
      await db.delete(friendships).where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
      // Their own bell, and every notification they caused in someone else's (its text names them).
      await db.delete(notifications).where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
      await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
      await db.delete(proofKeys).where(eq(proofKeys.userId, userId));
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
      await db.delete(moments).where(eq(moments.userId, userId));
      await db.delete(buckets).where(eq(buckets.userId, userId));
      await db.update(users).set({ profilePhotoId: null }).where(eq(users.id, userId));
      const removedPhotos = await db
        .delete(photos)
        .where(eq(photos.userId, userId))
        .returning({ key: photos.key, thumbKey: photos.thumbKey });
      await db.delete(users).where(eq(users.id, userId));
      return { photoKeys: removedPhotos.flatMap((photo) => [photo.key, photo.thumbKey]) };
    },
  };
}
