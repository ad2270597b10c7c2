import type { UserResponse } from '@momentum/contracts';
import { profileImageUrl } from './profile-image-url.js';
import type { UserRecord } from './users-repository.js';

/** The user as `GET /api/users` and the profile update answer it. */
export function toUserResponse(publicUrl: string, user: UserRecord): UserResponse {
  return {
    nickname: user.nickname,
    email: user.email,
    profileImageUrl: profileImageUrl(publicUrl, user),
    friendCode: user.friendCode,
  };
}
