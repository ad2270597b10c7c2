import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@momentum/contracts/enums';
import { users } from './users-and-photos.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cascades: when that person deletes their account, the texts naming them leave everyone's bell. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);
