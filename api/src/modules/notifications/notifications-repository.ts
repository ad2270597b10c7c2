import { and, count, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '@momentum/contracts/enums';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';

export interface NewNotification {
  userId: string;
  /** The user whose action caused it; their account deletion removes it. */
  actorId: string;
  type: NotificationType;
  /** Fixed at creation: later renames do not rewrite history. */
  content: string;
}

export interface NotificationRecord {
  notificationID: string;
  type: NotificationType;
  content: string;
  /** As it was before `readLatest` marked it read. */
  isRead: boolean;
  createdAt: Date;
}

interface NotificationRow {
  id: string;
  type: NotificationType;
  content: string;
  is_read: boolean;
  created_at: Date | string;
}

/**
 * Other modules notify through `create`. Pass the transaction handle (`createNotificationsRepository(tx)`)
 * so a FRIEND/KNOCK/CHEER notification commits or rolls back with the action that caused it.
 * The reading side (the bell) is `readLatest` and `unreadCount`.
 */
export function createNotificationsRepository(db: Db) {
  return {
    async create(notification: NewNotification | NewNotification[]): Promise<void> {
      const rows = Array.isArray(notification) ? notification : [notification];
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /**
     * The newest `limit` notifications, newest first, marked read by the same statement (a
     * data-modifying CTE), so the list and the marking cannot disagree. Rows carry the state from
     * before the marking.
     */
    async readLatest(userId: string, limit: number): Promise<NotificationRecord[]> {
      const result = (await db.execute(sql`
        with picked as (
          select ${notifications.id} as id, ${notifications.type} as type, ${notifications.content} as content,
                 ${notifications.isRead} as is_read, ${notifications.createdAt} as created_at
          from ${notifications}
          where ${notifications.userId} = ${userId}
          order by ${notifications.createdAt} desc, ${notifications.id} desc
          limit ${limit}
        ), marked as (
          update ${notifications} set is_read = true
          where ${notifications.id} in (select id from picked where not is_read)
        )
        select * from picked order by created_at desc, id desc`)) as unknown as { rows: NotificationRow[] };
      return result.rows.map((row) => ({
        notificationID: row.id,
        type: row.type,
        content: row.content,
        isRead: row.is_read,
        createdAt: new Date(row.created_at),
      }));
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
