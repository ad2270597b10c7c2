import type { Db } from '../db/database.js';
import { createPendingPhotoRepository } from './pending-photo-repository.js';
import type { PhotoStorage } from './photo-storage.js';

/**
 * A storage whose every put is recorded first, so nothing is written that the sweep cannot find, and
 * whose delete also drops the records: a refused proof's files, removed at once, are not swept again.
 */
export function recordingPuts(storage: PhotoStorage, db: Db, clock: () => number): PhotoStorage {
  const pending = createPendingPhotoRepository(db);
  return {
    readsThroughApi: storage.readsThroughApi,
    open: (key) => storage.open(key),
    async delete(keys) {
      await storage.delete(keys);
      await pending.forget(keys);
    },
    readUrl: (key, expiresAt) => storage.readUrl(key, expiresAt),
    async put(key, source, contentType) {
      await pending.record(key, new Date(clock()));
      await storage.put(key, source, contentType);
    },
  };
}
