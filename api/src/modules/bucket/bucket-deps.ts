import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../http/clock.js';
import type { Db } from '../../db/database.js';
import type { ProcessedPhoto } from '../../photos/photo-processor.js';
import type { PhotoStorage } from '../../photos/photo-storage.js';
import type { PhotoUrls } from '../../photos/photo-urls.js';
import { createBucketRepository } from './bucket-repository.js';
import { deleteUntilDone } from '../../photos/delete-until-done.js';

export interface BucketDeps {
  db: Db;
  clock: Clock;
  storage: PhotoStorage;
  /** Every bucket and moment answer is the owner's own, so its photos get read URLs. */
  photoUrls: PhotoUrls;
  log: FastifyBaseLogger;
}

export function bucketDepsOf(app: FastifyInstance): BucketDeps {
  return {
    db: app.db,
    clock: app.clock,
    storage: app.photoStorage,
    photoUrls: app.photoUrls,
    log: app.log,
  };
}

export const urlOf = (deps: BucketDeps, key: string | null): Promise<string | null> => deps.photoUrls.of(key);

/** Files go after the commit; a failure only leaves an orphan file (logged), never a broken row. */
export async function removeFiles(deps: BucketDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await deleteUntilDone(deps.storage, keys, (err) => deps.log.error({ err, keys }, 'photo files not removed'));
}

/** The photo row and `apply` (which re-checks the rules under a row lock) commit together; on failure the files go. */
export async function commitProof(
  deps: BucketDeps,
  userId: string,
  photo: ProcessedPhoto,
  apply: (tx: Db, photoId: string) => Promise<void>,
  /** Also in the transaction, after `apply`: records an Idempotency-Key's answer (offline-proof.ts). */
  finish: (tx: Db, photoId: string) => Promise<void> = async () => {},
): Promise<string> {
  try {
    await deps.db.transaction(async (tx) => {
      const photoId = await createBucketRepository(tx).insertPhoto(userId, photo.key, photo.thumbKey);
      await apply(tx, photoId);
      await finish(tx, photoId);
    });
  } catch (error) {
    await removeFiles(deps, [photo.key, photo.thumbKey]);
    throw error;
  }
  return (await deps.photoUrls.of(photo.key)) as string;
}
