import type { PhotoUrls } from '../../photos/photo-urls.js';
import type { UserRecord } from './users-repository.js';

export const DEFAULT_AVATAR_PATH = '/static/default-avatar.svg';

export interface ProfileImageDeps {
  publicUrl: string;
  photoUrls: PhotoUrls;
}

// Any signed-in user may see a profile photo (ADR 0003), so every signed-in answer that names a user carries it.
export async function profileImageUrl(
  deps: ProfileImageDeps,
  user: Pick<UserRecord, 'profilePhotoKey' | 'providerImageUrl'>,
): Promise<string> {
  if (user.profilePhotoKey) return (await deps.photoUrls.of(user.profilePhotoKey)) as string;
  return user.providerImageUrl ?? `${deps.publicUrl}${DEFAULT_AVATAR_PATH}`;
}
