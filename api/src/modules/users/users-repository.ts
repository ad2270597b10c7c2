import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, users } from '../../db/schema/index.js';
import { generateFriendCode } from './friend-code.js';

/** A user as the rest of the server sees it (plain data; image URL resolution is the caller's). */
export interface UserRecord {
  id: string;
  kakaoId: string;
  nickname: string;
  email: string | null;
  friendCode: string;
  /** Storage key of the uploaded profile photo, if any. */
  profilePhotoKey: string | null;
  providerImageUrl: string | null;
}

export interface ProviderProfile {
  kakaoId: string;
  nickname: string;
  email: string | null;
  imageUrl: string | null;
}

const FRIEND_CODE_ATTEMPTS = 10;

export function createUsersRepository(db: Db) {
  async function findBy(where: ReturnType<typeof eq>): Promise<UserRecord | null> {
    const [row] = await db
      .select({
        id: users.id,
        kakaoId: users.kakaoId,
        nickname: users.nickname,
        email: users.email,
        friendCode: users.friendCode,
        profilePhotoKey: photos.key,
        providerImageUrl: users.providerImageUrl,
      })
      .from(users)
      .leftJoin(photos, eq(photos.id, users.profilePhotoId))
      .where(where);
    return row ?? null;
  }

  return {
    findById: (id: string) => findBy(eq(users.id, id)),

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /**
     * Signs a provider user in: creates the user (with a fresh unique friend code) or refreshes the
     * provider's email and image of an existing one. The nickname is only set on creation: users edit it.
     */
    async upsertFromProvider(profile: ProviderProfile): Promise<UserRecord> {
      for (let attempt = 0; attempt < FRIEND_CODE_ATTEMPTS; attempt += 1) {
        const existing = await findBy(eq(users.kakaoId, profile.kakaoId));
        if (existing) {
          await db
            .update(users)
            .set({ email: profile.email ?? existing.email, providerImageUrl: profile.imageUrl })
            .where(eq(users.id, existing.id));
          return { ...existing, email: profile.email ?? existing.email, providerImageUrl: profile.imageUrl };
        }
        // DO NOTHING on any unique conflict: either the friend code collided (retry with a new one) or
        // a parallel sign-in created this user first (the next loop finds it).
        const [created] = await db
          .insert(users)
          .values({
            kakaoId: profile.kakaoId,
            nickname: profile.nickname,
            email: profile.email,
            providerImageUrl: profile.imageUrl,
            friendCode: generateFriendCode(),
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (created) {
          const user = await findBy(eq(users.id, created.id));
          if (user) return user;
        }
      }
      throw new Error('could not allocate a unique friend code');
    },

    /** Every user, newest first (the development sign-in page lists them). */
    async listAccounts(limit: number): Promise<Array<Pick<UserRecord, 'kakaoId' | 'nickname' | 'email'>>> {
      return db
        .select({ kakaoId: users.kakaoId, nickname: users.nickname, email: users.email })
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(limit);
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
