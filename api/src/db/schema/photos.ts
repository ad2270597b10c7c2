import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A stored, normalised image. `key`/`thumbKey` are the storage names (unguessable). */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    thumbKey: text('thumb_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_user_idx').on(t.userId)],
);
