// Users and photos reference each other: one module, since two files would import each other.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** The provider's user id (Kakao's is a 64-bit number: kept as text). */
  kakaoId: text('kakao_id').notNull().unique(),
  nickname: varchar('nickname', { length: 20 }).notNull(),
  email: text('email'),
  profilePhotoId: uuid('profile_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
  /** The provider's profile image URL, when it gave one. Null and no photo → the default avatar. */
  providerImageUrl: text('provider_image_url'),
  friendCode: varchar('friend_code', { length: 8 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
