import type { UserResponse } from '@momentum/contracts';
import { profileImageUrl, type ProfileImageDeps } from './profile-image-url.js';
import type { UserRecord } from './users-repository.js';

export async function toUserResponse(deps: ProfileImageDeps, user: UserRecord): Promise<UserResponse> {
  return {
    nickname: user.nickname,
    email: user.email,
    profileImageUrl: await profileImageUrl(deps, user),
    friendCode: user.friendCode,
  };
}
