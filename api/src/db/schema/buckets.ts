import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { BUCKET_TYPES } from '@momentum/contracts/enums';
import { photos, users } from './users-and-photos.js';

export const bucketType = pgEnum('bucket_type', BUCKET_TYPES);

export const buckets = pgTable(
  'buckets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 30 }).notNull(),
    type: bucketType('type').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    isChallenging: boolean('is_challenging').notNull().default(false),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // The bucket list is read per user and type, newest first.
    index('buckets_user_type_created_idx').on(t.userId, t.type, t.createdAt),
    // Challenge limit and home queries look at a user's challenging buckets.
    index('buckets_user_challenging_idx').on(t.userId).where(sql`${t.isChallenging}`),
    // The proof diary reads a user's achievements by completion time, a month at a time.
    index('buckets_user_completed_idx').on(t.userId, t.completedAt).where(sql`${t.isCompleted}`),
  ],
);
