import type { NotificationType } from '@momentum/contracts/enums';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** Fixed at creation: later renames do not rewrite history. */
  content: string;
}

/**
 * Other modules notify through this. Pass the transaction handle (`createNotificationsRepository(tx)`)
 * so a FRIEND/KNOCK/CHEER notification commits or rolls back with the action that caused it.
 * The Home module adds the reading side (newest 20, mark read, unread count) here.
 */
export function createNotificationsRepository(db: Db) {
  return {
    async create(notification: NewNotification | NewNotification[]): Promise<void> {
      const rows = Array.isArray(notification) ? notification : [notification];
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },
  };
}
