import type { PhotoUrls } from '../../photos/photo-urls.js';
import type { UserRecord } from './users-repository.js';

export const DEFAULT_AVATAR_PATH = '/static/default-avatar.svg';

/** Where a response's profile images come from: the API's public base and its photo read URLs. */
export interface ProfileImageDeps {
  publicUrl: string;
  photoUrls: PhotoUrls;
}

/**
 * Uploaded photo, else the provider's image, else the avatar that ships with the API. A profile photo
 * may be seen by any signed-in user (ADR 0003), so every signed-in answer that names a user carries it.
 */
export async function profileImageUrl(
  deps: ProfileImageDeps,
  user: Pick<UserRecord, 'profilePhotoKey' | 'providerImageUrl'>,
): Promise<string> {
  if (user.profilePhotoKey) return (await deps.photoUrls.of(user.profilePhotoKey)) as string;
  return user.providerImageUrl ?? `${deps.publicUrl}${DEFAULT_AVATAR_PATH}`;
}
