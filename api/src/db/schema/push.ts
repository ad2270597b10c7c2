import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users-and-photos.js';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique: a device belongs to whoever subscribed on it last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A user's notification settings; no row → DEFAULT_NOTIFICATION_SETTINGS of the contract. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pushEnabled: boolean('push_enabled').notNull(),
    /** Seoul hour 0–23 of the daily reminder; null = no reminder, or the automatic hour. */
    reminderHour: smallint('reminder_hour'),
    /** The hour after the person's usual proof hour (reminder-repository.ts); rows from before it stay false. */
    reminderAuto: boolean('reminder_auto').notNull().default(false),
    knockPush: boolean('knock_push').notNull(),
    cheerPush: boolean('cheer_push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_settings_reminder_idx').on(t.reminderHour).where(sql`${t.pushEnabled}`),
    check('notification_settings_one_reminder_hour', sql`not (${t.reminderAuto} and ${t.reminderHour} is not null)`),
  ],
);

/** One row per (user, Seoul day): the key makes it one job across replicas (reminder-repository.ts). */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in Asia/Seoul. */
    day: text('day').notNull(),
    /** pending → sending (claimed) → sent | skipped (nothing left to prove) | failed. */
    state: text('state').notNull().default('pending'),
    /** Claims so far; the current claim's number, which its outcome must still match. */
    attempts: smallint('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('reminder_jobs_open_idx').on(t.day).where(sql`${t.state} in ('pending', 'sending')`)],
);

/** A knock's or cheer's push to one device, written with its action (push-delivery-repository.ts). */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Whose push it is: a device that changed hands since is not sent another person's push. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<{ title: string; body: string; url: string; tag: string; appBadge?: number }>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When a replica may claim it: at once when written, after a claim its lease's end, after a failure its retry. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.dueAt)],
);
