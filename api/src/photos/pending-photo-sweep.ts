// Deletes objects a replica killed between put and commit left behind; the lease makes each record one replica's.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Clock } from '../http/clock.js';
import { createIntervalJob } from '../jobs/interval-job.js';
import { createPendingPhotoRepository } from './pending-photo-repository.js';
import type { PhotoStorage } from './photo-storage.js';

/** A sweep's hold on the records it deletes; one delete request per batch needs far less. */
export const SWEEP_LEASE_MS = 2 * 60_000;
const BATCH = 100;

export interface PendingPhotoSweepDeps {
  db: Db;
  storage: Pick<PhotoStorage, 'delete'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A record this old is left over: no upload takes that long between its put and its commit. */
  afterMs: number;
}

export function createPendingPhotoSweep({ db, storage, clock, log, afterMs }: PendingPhotoSweepDeps) {
  const records = createPendingPhotoRepository(db);

  async function sweep(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const now = clock();
      const keys = await records.lease(new Date(now - afterMs), new Date(now), new Date(now + SWEEP_LEASE_MS), BATCH);
      if (keys.length === 0) return deleted;
      await storage.delete(keys);
      await records.forget(keys);
      deleted += keys.length;
    }
  }

  const job = createIntervalJob(
    'photo sweep',
    async () => {
      const deleted = await sweep();
      if (deleted > 0) log.warn({ deleted }, 'photo sweep: removed objects written without a photo row');
    },
    log,
  );
  return {
    sweep,
    start: () => job.start(Math.min(60_000, Math.max(1_000, Math.floor(afterMs / 4)))),
    stop: job.stop,
  };
}
export type PendingPhotoSweep = ReturnType<typeof createPendingPhotoSweep>;
