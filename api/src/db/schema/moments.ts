import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { FREQUENCIES } from '@momentum/contracts/enums';
import { buckets } from './buckets.js';
import { photos, users } from './users-and-photos.js';

export const frequency = pgEnum('frequency', FREQUENCIES);

export const moments = pgTable(
  'moments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    bucketId: uuid('bucket_id')
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    /** Denormalised from the bucket so home, streak and feed queries need no join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 20 }).notNull(),
    frequency: frequency('frequency').notNull(),
    /** Window [startDate, endDate). */
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moments_bucket_start_idx').on(t.bucketId, t.startDate),
    // Streak, week status and the friend feed: a user's completed moments by time.
    index('moments_user_completed_idx').on(t.userId, t.completedAt).where(sql`${t.isCompleted}`),
    // Home "today's moments": the user's moments whose window contains now.
    index('moments_user_window_idx').on(t.userId, t.startDate, t.endDate),
  ],
);
