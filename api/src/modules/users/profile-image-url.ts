import { photoUrl } from '../../photos/photo-routes.js';
import type { UserRecord } from './users-repository.js';

export const DEFAULT_AVATAR_PATH = '/static/default-avatar.svg';

/** Uploaded photo, else the provider's image, else the avatar that ships with the API. */
export function profileImageUrl(publicUrl: string, user: Pick<UserRecord, 'profilePhotoKey' | 'providerImageUrl'>) {
  if (user.profilePhotoKey) return photoUrl(publicUrl, user.profilePhotoKey);
  return user.providerImageUrl ?? `${publicUrl}${DEFAULT_AVATAR_PATH}`;
}
