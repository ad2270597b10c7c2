import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { photos } from './photos.js';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** The provider's user id (Kakao's is a 64-bit number: kept as text). */
  kakaoId: text('kakao_id').notNull().unique(),
  nickname: varchar('nickname', { length: 20 }).notNull(),
  email: text('email'),
  /** An uploaded profile photo; wins over the provider's image. */
  profilePhotoId: uuid('profile_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
  /** The provider's profile image URL, when it gave one. Null and no photo → the default avatar. */
  providerImageUrl: text('provider_image_url'),
  friendCode: varchar('friend_code', { length: 8 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
