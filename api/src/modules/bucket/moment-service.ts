// Moment rules (docs/decisions.md "Moments"): creation on own challenging REPEAT buckets, proof inside the window.
import type { CreateMomentsRequest, CreatedMoment, MomentDetail } from '@momentum/contracts';
import type { ProcessedPhoto } from '../../photos/photo-processor.js';
import { commitProof, urlOf, type BucketDeps } from './bucket-deps.js';
import { REFUSALS, bucketNotFound, momentNotFound } from './bucket-messages.js';
import { createBucketRepository } from './bucket-repository.js';
import { createMomentRepository, type OwnedMoment } from './moment-repository.js';
import { proofInstant, type FinishProof } from './offline-proof.js';
import { anchorSchedule } from './schedule-anchor.js';

export function createMomentService(deps: BucketDeps) {
  const moments = createMomentRepository(deps.db);

  function checkProvable(moment: OwnedMoment, nowMs: number, takenAt: number | null): number {
    const atMs = proofInstant(takenAt, nowMs);
    // Time before the challenge flag: "the window has passed" explains more once the last window ended the challenge.
    if (moment.isCompleted) throw REFUSALS.momentAlreadyProven();
    if (atMs < Date.parse(moment.startDate)) throw REFUSALS.momentNotYet();
    if (atMs >= Date.parse(moment.endDate)) throw REFUSALS.momentWindowPassed();
    // A photo taken inside the window still counts when the bucket stopped challenging only because its last
    // window ran out while the proof was on its way (the only other way to stop is completion).
    const endedWhileOnItsWay = takenAt !== null && !moment.bucket.isCompleted && nowMs >= Date.parse(moment.endDate);
    if (!moment.bucket.isChallenging && !endedWhileOnItsWay) throw REFUSALS.momentBucketNotChallenging();
    return atMs;
  }

  return {
    async detail(userId: string, id: string): Promise<MomentDetail> {
      const moment = await moments.findOwned(userId, id);
      if (!moment) throw momentNotFound();
      const { photoKey, bucket: _rulesOnly, ...detail } = moment;
      return { ...detail, photoUrl: await urlOf(deps, photoKey) };
    },

    /** Order and non-overlap are the contract's; the first window must not start before today in Seoul (schedule-anchor.ts). */
    async create(userId: string, bucketId: string, body: CreateMomentsRequest): Promise<CreatedMoment[]> {
      const nowMs = deps.clock();
      const schedule = anchorSchedule(body.moments, nowMs);
      return deps.db.transaction(async (tx) => {
        const repo = createBucketRepository(tx);
        await repo.expireChallenges(userId, new Date(nowMs));
        const bucket = await repo.findOwned(userId, bucketId, { forUpdate: true });
        if (!bucket) throw bucketNotFound();
        if (bucket.type !== 'REPEAT') throw REFUSALS.momentsNotRepeat();
        if (!bucket.isChallenging) throw REFUSALS.momentsNotChallenging();
        const rows = schedule.map((m) => ({ content: m.content, startDate: new Date(m.startDate), endDate: new Date(m.endDate) }));
        return createMomentRepository(tx).insertMany(userId, bucketId, body.frequency, rows);
      });
    },

    async checkProvable(userId: string, id: string, takenAt: number | null = null): Promise<void> {
      const moment = await moments.findOwned(userId, id);
      if (!moment) throw momentNotFound();
      checkProvable(moment, deps.clock(), takenAt);
    },

    async prove(
      userId: string,
      id: string,
      photo: ProcessedPhoto,
      options: { takenAt?: number | null; finish?: FinishProof } = {},
    ): Promise<string> {
      return commitProof(deps, userId, photo, async (tx, photoId) => {
        const repo = createMomentRepository(tx);
        const moment = await repo.findOwned(userId, id, { forUpdate: true });
        if (!moment) throw momentNotFound();
        // completedAt is the instant the proof counts at: the streak and the week strip read it.
        const at = new Date(checkProvable(moment, deps.clock(), options.takenAt ?? null));
        await repo.markProven(id, photoId, at);
        await createBucketRepository(tx).completeIfAllMomentsDone(moment.bucketID, at);
      }, options.finish);
    },
  };
}
