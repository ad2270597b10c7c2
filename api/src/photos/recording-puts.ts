import type { Db } from '../db/database.js';
import { createPendingPhotoRepository } from './pending-photo-repository.js';
import type { PhotoStorage } from './photo-storage.js';

/** A storage whose every put is recorded first: nothing is written that the sweep cannot find. */
export function recordingPuts(storage: PhotoStorage, db: Db, clock: () => number): PhotoStorage {
  const pending = createPendingPhotoRepository(db);
  return {
    readsThroughApi: storage.readsThroughApi,
    open: (key) => storage.open(key),
    delete: (keys) => storage.delete(keys),
    readUrl: (key, expiresAt) => storage.readUrl(key, expiresAt),
    async put(key, source, contentType) {
      await pending.record(key, new Date(clock()));
      await storage.put(key, source, contentType);
    },
  };
}
