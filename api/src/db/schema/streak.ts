import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users-and-photos.js';

/** One row per person once the streak is first read: the 보호권 held, and the row every settlement locks. */
export const streakFreezes = pgTable(
  'streak_freezes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    held: smallint('held').notNull().default(0),
  },
  (t) => [check('streak_freezes_held_range', sql`${t.held} between 0 and 2`)],
);

/** A missed Seoul day a 보호권 kept in the streak: it counts as a proven day does. */
export const streakProtectedDays = pgTable(
  'streak_protected_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A streak (known by its first day) that reached a multiple of 7: the key is why one length never pays twice. */
export const streakFreezeEarnings = pgTable(
  'streak_freeze_earnings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runStart: date('run_start', { mode: 'string' }).notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.runStart, t.length] })],
);

/** A 보호권 one friend gave another; the key allows one per pair per Seoul week (its Monday). */
export const freezeGifts = pgTable(
  'freeze_gifts',
  {
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fromUserId, t.toUserId, t.weekStart] }), index('freeze_gifts_to_idx').on(t.toUserId)],
);
