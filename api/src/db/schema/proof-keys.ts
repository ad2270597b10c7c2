import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { photos, users } from './users-and-photos.js';

/**
 * One row per (user, Idempotency-Key) of a proof upload (docs/decisions.md "Offline proofs"). Claimed
 * by an insert before the proof is written, so two attempts with one key can never both write; kept
 * at least 24 hours, then removed by the cleanup.
 */
export const proofKeys = pgTable(
  'proof_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** What the key proves: `moment:<id>` or `bucket:<id>`; another target with the same key is refused. */
    target: text('target').notNull(),
    /** Null while the first attempt runs; set in the proof's own transaction. */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    /** The first attempt's answer text, replayed with a fresh URL of the same photo. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('proof_keys_created_idx').on(t.createdAt)],
);
