import { boolean, index, pgTable, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { moments } from './moments.js';
import { users } from './users-and-photos.js';

/** One row per side: (a,b) and (b,a). Pinning (`isFixed`) is per side. */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isFixed: boolean('is_fixed').notNull().default(false),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_friend_idx').on(t.friendId),
    // Every column the friend list reads is in the key: an index-only scan, no sort, no heap visits.
    index('friendships_user_list_idx').on(t.userId, t.isFixed.desc().nullsFirst(), t.fixedAt.desc().nullsLast(), t.createdAt, t.friendId),
  ],
);

export const cheers = pgTable(
  'cheers',
  {
    momentId: uuid('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cheers_moment_user_unique').on(t.momentId, t.userId), index('cheers_user_idx').on(t.userId)],
);

export const knocks = pgTable(
  'knocks',
  {
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knocks_from_to_created_idx').on(t.fromUserId, t.toUserId, t.createdAt),
    index('knocks_to_created_idx').on(t.toUserId, t.createdAt),
  ],
);
