import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users-and-photos.js';

/** One row per device (browser profile) that accepted push; the endpoint is the push service's URL. */
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
    /** Seoul hour 0–23 of the daily reminder; null = no reminder. */
    reminderHour: smallint('reminder_hour'),
    knockPush: boolean('knock_push').notNull(),
    cheerPush: boolean('cheer_push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The scheduler's question each tick: who wants a reminder at this hour.
  (t) => [index('notification_settings_reminder_idx').on(t.reminderHour).where(sql`${t.pushEnabled}`)],
);

/**
 * One row per (user, Seoul day) the reminder is due: the unique key makes it one job across replicas,
 * filled by every tick and claimed for a lease (reminder-repository.ts).
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in Asia/Seoul. */
    day: text('day').notNull(),
    /**
     * pending → sending (claimed) → sent | skipped (nothing left to prove) | failed (the push service
     * refused, or claimed too often without an outcome).
     */
    state: text('state').notNull().default('pending'),
    /** Claims so far; the current claim's number, which its outcome must still match. */
    attempts: smallint('attempts').notNull().default(0),
    /** While `sending`: until when the claim is its replica's; after it, another may claim the job. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The claim's question: today's jobs not finished (pending, or sending with a lease that may have run out).
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('reminder_jobs_open_idx').on(t.day).where(sql`${t.state} in ('pending', 'sending')`)],
);

/**
 * One knock's or cheer's push still to be delivered to one device: written with the action that caused it,
 * claimed for a lease by any replica, deleted once the push service has answered (push-delivery-repository.ts).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Whose push it is: a device that changed hands since is not sent another person's push. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device; a subscription the push service called gone takes its deliveries with it. */
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The payload as the device shows it (push-messages.ts), fixed when the action happened. */
    message: jsonb('message').$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    /** Claims so far; the current claim's number, which its outcome must still match. */
    attempts: smallint('attempts').notNull().default(0),
    /** When a replica may claim it: at once when written, after a claim its lease's end, after a failure its retry. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The claim's question: what is due now, oldest first.
  (t) => [index('push_deliveries_due_idx').on(t.dueAt)],
);
