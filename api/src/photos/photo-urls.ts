import type { Clock } from '../http/clock';
import type { PhotoStorage } from './photo-storage';
import { photoUrlExpiry } from './photo-url-signing';

/** Only for photos the caller may see: that rule lives in the services, this only picks the expiry and signs. */
export interface PhotoUrls {
  of(key: string | null): Promise<string | null>;
}

export function createPhotoUrls(storage: PhotoStorage, clock: Clock): PhotoUrls {
  return {
    async of(key) {
      return key ? storage.readUrl(key, photoUrlExpiry(clock())) : null;
    },
  };
}
