import type { Db } from '../db/database.js';
import { createPendingPhotoRepository } from './pending-photo-repository.js';
import type { PhotoStorage } from './photo-storage.js';

/** Every put recorded first so the sweep can find it; delete drops the records too, so nothing is swept twice. */
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
