import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Recorded before its put, removed with its photo row: a row left names an object to sweep (docs/decisions.md "Photo storage"). */
export const pendingPhotoObjects = pgTable(
  'pending_photo_objects',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set while one replica's sweep deletes the object; a commit after that is refused. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('pending_photo_objects_created_idx').on(t.createdAt)],
);
