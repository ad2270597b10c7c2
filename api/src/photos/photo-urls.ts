import type { Clock } from '../http/clock';
import type { PhotoStorage } from './photo-storage';
import { photoUrlExpiry } from './photo-url-signing';

/**
 * Read URLs for the photos a response carries. Call it only for photos the caller may see (the owner's
 * own, a current friend's proofs, anyone's profile photo for a signed-in user): the rule lives in the
 * services, this picks the expiry window and lets the storage sign.
 */
export interface PhotoUrls {
  /** A read URL for `key`, or null when there is no photo. */
  of(key: string | null): Promise<string | null>;
}

export function createPhotoUrls(storage: PhotoStorage, clock: Clock): PhotoUrls {
  return {
    async of(key) {
      return key ? storage.readUrl(key, photoUrlExpiry(clock())) : null;
    },
  };
}
