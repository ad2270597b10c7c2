import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A photo object being written (docs/decisions.md "Photo storage"): recorded before its put, removed in
 * the transaction that inserts its photo row. A row still here later names an object that a replica
 * killed between put and commit left behind; the sweep deletes the object, then the row.
 */
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
