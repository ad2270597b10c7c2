import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { photos, users } from './users-and-photos.js';

/** Claimed by an insert before the proof is written, so one key never writes twice (docs/decisions.md "Offline proofs"). */
export const proofKeys = pgTable(
  'proof_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** What the key proves: `moment:<id>` or `bucket:<id>`; another target with the same key is refused. */
    target: text('target').notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    /** The first attempt's answer text, replayed with a fresh URL of the same photo. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('proof_keys_created_idx').on(t.createdAt)],
);
