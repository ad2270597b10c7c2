import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { NotificationItem } from '@momentum/contracts';
import type { NotificationType } from '@momentum/contracts/enums';
import type { Db } from '../../db/database.js';
import { isoInstant } from '../../db/iso-instant.js';
import { notifications } from '../../db/schema/index.js';

export interface NewNotification {
  userId: string;
  /** The user whose action caused it; their account deletion removes it. */
  actorId: string;
  type: NotificationType;
  /** Fixed at creation: later renames do not rewrite history. */
  content: string;
}

/** A notification in NotificationItem's names and form; the instant is aliased as the list reads it from a CTE. */
const notificationColumns = {
  notificationID: notifications.id,
  type: notifications.type,
  content: notifications.content,
  isRead: notifications.isRead,
  createdAt: isoInstant(notifications.createdAt).as('createdAt'),
} satisfies Record<keyof NotificationItem, unknown>;

/** Pass the action's transaction handle: a notification commits or rolls back with the action that caused it. */
export function createNotificationsRepository(db: Db) {
  return {
    async create(notification: NewNotification | NewNotification[]): Promise<void> {
      const rows = Array.isArray(notification) ? notification : [notification];
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /** Marked read by the same statement, so list and marking cannot disagree; rows carry the state from before. */
    async readLatest(userId: string, limit: number): Promise<NotificationItem[]> {
      const picked = db.$with('picked').as(
        db
          .select(notificationColumns)
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit),
      );
      // Unreferenced, and run all the same: PostgreSQL executes every data-modifying CTE.
      const marked = db.$with('marked').as(
        db
          .update(notifications)
          .set({ isRead: true })
          .where(inArray(notifications.id, db.select({ id: picked.notificationID }).from(picked).where(not(picked.isRead)))),
      );
      return db
        .with(picked, marked)
        .select()
        .from(picked)
        .orderBy(desc(picked.createdAt), desc(picked.notificationID));
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.n ?? 0;
    },
  };
}
