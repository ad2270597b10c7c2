import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedOnce } from '../../db/prepared.js';
import { photos, users } from '../../db/schema/index.js';
import { insertPhotoRow } from '../../photos/pending-photo-repository.js';
import { generateFriendCode } from './friend-code.js';

export interface UserRecord {
  id: string;
  kakaoId: string;
  nickname: string;
  email: string | null;
  friendCode: string;
  profilePhotoKey: string | null;
  providerImageUrl: string | null;
}

export interface ProfileChange {
  nickname?: string;
  photo?: { key: string; thumbKey: string };
}

export interface ProviderProfile {
  kakaoId: string;
  nickname: string;
  email: string | null;
  imageUrl: string | null;
}

const FRIEND_CODE_ATTEMPTS = 10;

export function createUsersRepository(db: Db) {
  const existsQuery = preparedOnce(() =>
    db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_exists'),
  );

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
      const [row] = await existsQuery().execute({ id });
      return row !== undefined;
    },

    /** The nickname is only set on creation (users edit it); email and image follow the provider. */
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

    async listAccounts(limit: number): Promise<Array<Pick<UserRecord, 'kakaoId' | 'nickname' | 'email'>>> {
      return db
        .select({ kakaoId: users.kakaoId, nickname: users.nickname, email: users.email })
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(limit);
    },

    /** Run it in a transaction; returns the replaced photo's storage keys to delete after commit. */
    async updateProfile(userId: string, change: ProfileChange): Promise<{ replacedPhotoKeys: string[] } | null> {
      const [current] = await db
        .select({ photoId: photos.id, key: photos.key, thumbKey: photos.thumbKey })
        .from(users)
        .leftJoin(photos, eq(photos.id, users.profilePhotoId))
        .where(eq(users.id, userId))
        .for('update', { of: users });
      if (!current) return null;
      let profilePhotoId: string | undefined;
      if (change.photo) {
        profilePhotoId = await insertPhotoRow(db, userId, change.photo.key, change.photo.thumbKey);
      }
      const values = {
        ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
        ...(profilePhotoId ? { profilePhotoId } : {}),
      };
      if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.id, userId));
      if (!profilePhotoId || !current.photoId) return { replacedPhotoKeys: [] };
      await db.delete(photos).where(eq(photos.id, current.photoId));
      return { replacedPhotoKeys: [current.key, current.thumbKey].filter((key): key is string => key !== null) };
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
