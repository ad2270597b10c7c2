// Bucket rules (docs/decisions.md "Buckets"). Refusals are AppErrors; another user's bucket is a 404.
import { CreateBucketRequest, UpdateBucketRequest, type BucketDetail, type BucketListItem, type ChallengingBucket, type Bucket } from '@momentum/contracts';
import type { BucketType } from '@momentum/contracts/enums';
import { MAX_CHALLENGING } from '@momentum/contracts/limits';
import type { ProcessedPhoto } from '../../photos/photo-processor.js';
import { commitProof, removeFiles, urlOf, type BucketDeps } from './bucket-deps.js';
import { REFUSALS, bucketNotFound } from './bucket-messages.js';
import { createBucketRepository, type BucketRecord } from './bucket-repository.js';
import { createMomentRepository } from './moment-repository.js';
import { proofInstant, type FinishProof } from './offline-proof.js';

const toBucket = ({ photoKey: _photoKey, ...bucket }: BucketRecord): Bucket => bucket;

export function createBucketService(deps: BucketDeps) {
  const buckets = createBucketRepository(deps.db);
  const now = () => new Date(deps.clock());

  function checkAchievable(bucket: BucketRecord): void {
    if (bucket.type !== 'ACHIEVEMENT') throw REFUSALS.achievementNotAchievementType();
    if (bucket.isCompleted) throw REFUSALS.alreadyCompleted();
    if (bucket.isChallenging) throw REFUSALS.achievementWhileChallenging();
  }

  return {
    /** Parsed again: it is written whole, so only the contract's keys may pass (also in `update`). */
    async create(userId: string, body: CreateBucketRequest): Promise<Bucket> {
      return toBucket(await buckets.create(userId, CreateBucketRequest.parse(body)));
    },

    async update(userId: string, id: string, body: UpdateBucketRequest): Promise<Bucket> {
      const patch = UpdateBucketRequest.parse(body);
      if (!(await buckets.update(userId, id, patch))) throw bucketNotFound();
      const bucket = await buckets.findOwned(userId, id);
      if (!bucket) throw bucketNotFound();
      return toBucket(bucket);
    },

    async remove(userId: string, id: string): Promise<BucketType> {
      const removed = await deps.db.transaction((tx) => createBucketRepository(tx).deleteOwned(userId, id));
      if (!removed) throw bucketNotFound();
      await removeFiles(deps, removed.photoKeys);
      return removed.type;
    },

    async list(userId: string, type: BucketType): Promise<BucketListItem[]> {
      return buckets.listAfterExpiry(userId, type, now());
    },

    async detail(userId: string, id: string): Promise<BucketDetail> {
      await buckets.expireChallenges(userId, now());
      const bucket = await buckets.findOwned(userId, id);
      if (!bucket) throw bucketNotFound();
      return { ...toBucket(bucket), photoUrl: await urlOf(deps, bucket.photoKey) };
    },

    async challengingCount(userId: string): Promise<number> {
      await buckets.expireChallenges(userId, now());
      return buckets.countChallenging(userId);
    },

    async challengingMain(userId: string): Promise<ChallengingBucket[]> {
      await buckets.expireChallenges(userId, now());
      const list = await buckets.listChallenging(userId);
      const moments = await createMomentRepository(deps.db).listForBuckets(list.map((b) => b.bucketID));
      return Promise.all(list.map(async (bucket) => {
        const own = moments.filter((m) => m.bucketID === bucket.bucketID);
        return {
          ...bucket,
          momentCount: own.length,
          completedMomentsCount: own.filter((m) => m.isCompleted).length,
          moments: await Promise.all(own.map(async ({ bucketID: _bucketID, photoThumbKey, ...m }) => ({
            ...m,
            photoUrl: await urlOf(deps, photoThumbKey),
          }))),
        };
      }));
    },

    async challenge(userId: string, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createBucketRepository(tx);
        await repo.lockUser(userId);
        await repo.expireChallenges(userId, now());
        const bucket = await repo.findOwned(userId, id, { forUpdate: true });
        if (!bucket) throw bucketNotFound();
        if (bucket.type !== 'REPEAT') throw REFUSALS.challengeNotRepeat();
        if (bucket.isCompleted) throw REFUSALS.alreadyCompleted();
        if (bucket.isChallenging) throw REFUSALS.alreadyChallenging();
        if ((await repo.countChallenging(userId)) >= MAX_CHALLENGING) throw REFUSALS.challengeLimit();
        await repo.setChallenging(id);
      });
    },

    /** Cheap refusal before the upload is read, so an ineligible request never streams 500 MB. */
    async checkAchievable(userId: string, id: string, takenAt: number | null = null): Promise<void> {
      const bucket = await buckets.findOwned(userId, id);
      if (!bucket) throw bucketNotFound();
      checkAchievable(bucket);
      proofInstant(takenAt, deps.clock());
    },

    async achieve(
      userId: string,
      id: string,
      photo: ProcessedPhoto,
      options: { takenAt?: number | null; finish?: FinishProof } = {},
    ): Promise<string> {
      return commitProof(deps, userId, photo, async (tx, photoId) => {
        const repo = createBucketRepository(tx);
        const bucket = await repo.findOwned(userId, id, { forUpdate: true });
        if (!bucket) throw bucketNotFound();
        checkAchievable(bucket);
        await repo.markAchieved(id, photoId, new Date(proofInstant(options.takenAt ?? null, deps.clock())));
      }, options.finish);
    },
  };
}
