// Photo files live outside the database: deleted only after the rows commit (a rollback must not leave
// rows pointing at missing files), and a new upload's files are deleted if its rows never commit.
import type { FastifyBaseLogger } from 'fastify';
import { ProfileUpdateFields, type UserResponse } from '@momentum/contracts';
import { ErrorCode } from '@momentum/contracts/errors';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { ProcessedPhoto } from '../../photos/photo-processor.js';
import type { PhotoStorage } from '../../photos/photo-storage.js';
import type { PhotoUrls } from '../../photos/photo-urls.js';
import { unauthorized } from '../auth/authenticate.js';
import { createAccountDeletionRepository } from './account-deletion-repository.js';
import { toUserResponse } from './user-response.js';
import { createUsersRepository } from './users-repository.js';

export const ACCOUNT_MESSAGES = {
  deleted: '회원 탈퇴가 완료되었습니다. 그동안 모멘텀을 이용해 주셔서 감사합니다.',
  profileUpdated: '프로필이 수정되었습니다.',
} as const;

interface Deps {
  db: Db;
  storage: PhotoStorage;
  /** Read per request: the configured public URL may be settled only after listen (tests). */
  publicUrl: () => string;
  photoUrls: PhotoUrls;
  log: FastifyBaseLogger;
}

export function createAccountService({ db, storage, publicUrl, photoUrls, log }: Deps) {
  /** After commit: a failure here leaves only unreferenced files, so it is logged, not reported. */
  async function deleteFiles(keys: string[], why: string): Promise<void> {
    if (keys.length === 0) return;
    try {
      await storage.delete(keys);
    } catch (error) {
      log.error({ err: error, keys }, `photo files could not be deleted (${why})`);
    }
  }

  return {
    async deleteAccount(userId: string): Promise<void> {
      const deleted = await db.transaction((tx) => createAccountDeletionRepository(tx).deleteUser(userId));
      if (!deleted) throw unauthorized();
      await deleteFiles(deleted.photoKeys, 'account deletion');
    },

    /** `photo` is already stored (readPhotoMultipart); on any refusal or failure its files are removed. */
    async updateProfile(
      userId: string,
      photo: ProcessedPhoto | null,
      fields: Record<string, string>,
    ): Promise<UserResponse> {
      const newPhoto = photo ? [photo.key, photo.thumbKey] : [];
      try {
        const parsed = ProfileUpdateFields.safeParse(fields);
        if (!parsed.success) {
          throw new AppError(400, ErrorCode.VALIDATION, parsed.error.issues[0]?.message ?? '입력값이 올바르지 않습니다.');
        }
        const result = await db.transaction(async (tx) => {
          const users = createUsersRepository(tx);
          const change = await users.updateProfile(userId, {
            nickname: parsed.data.newNickname,
            ...(photo ? { photo: { key: photo.key, thumbKey: photo.thumbKey } } : {}),
          });
          const user = change && (await users.findById(userId));
          return change && user ? { ...change, user } : null;
        });
        if (!result) throw unauthorized();
        await deleteFiles(result.replacedPhotoKeys, 'replaced profile photo');
        return await toUserResponse({ publicUrl: publicUrl(), photoUrls }, result.user);
      } catch (error) {
        await deleteFiles(newPhoto, 'profile update refused');
        throw error;
      }
    },
  };
}
