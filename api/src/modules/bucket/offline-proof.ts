// Proofs sent later: the Idempotency-Key and Proof-Taken-At headers of both proof uploads
// (docs/decisions.md "Offline proofs"; figures in @momentum/contracts offline-proof.ts).
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  PROOF_CLOCK_SKEW_MS,
  PROOF_TAKEN_AT_GRACE_MS,
  PROOF_TAKEN_AT_HEADER,
  ProofHeaders,
  type PhotoProofResponse,
} from '@momentum/contracts';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type { Db } from '../../db/database.js';
import type { BucketDeps } from './bucket-deps.js';
import { createProofKeyRepository } from './proof-key-repository.js';

export interface ProofOptions {
  key: string | null;
  takenAt: number | null;
}

// A pending key this old belongs to a dead attempt: longer than any upload the slow-body guard lets live.
const ABANDONED_PROOF_MS = 60 * 60 * 1000;

const OFFLINE_PROOF_MESSAGES = {
  inProgress: '같은 인증을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  keyReused: '이 요청 키는 다른 인증에 이미 사용되었습니다. 새 키로 다시 시도해 주세요.',
  takenInFuture: '사진을 찍은 시각이 현재보다 뒤입니다. 기기의 날짜와 시간을 확인해 주세요.',
  takenTooLongAgo: `사진을 찍은 지 ${PROOF_TAKEN_AT_GRACE_MS / 3_600_000}시간이 지나 인증할 수 없습니다.`,
} as const;

export function proofOptionsOf(headers: Record<string, unknown>): ProofOptions {
  const parsed = ProofHeaders.safeParse(headers);
  if (!parsed.success) throw new AppError(400, ErrorCode.VALIDATION, parsed.error.issues[0]?.message ?? '요청 형식이 올바르지 않습니다.');
  const takenAt = parsed.data[PROOF_TAKEN_AT_HEADER];
  return { key: parsed.data[IDEMPOTENCY_KEY_HEADER] ?? null, takenAt: takenAt === undefined ? null : Date.parse(takenAt) };
}

export function proofInstant(takenAt: number | null, nowMs: number): number {
  if (takenAt === null) return nowMs;
  if (takenAt > nowMs + PROOF_CLOCK_SKEW_MS) throw new AppError(400, ErrorCode.VALIDATION, OFFLINE_PROOF_MESSAGES.takenInFuture);
  if (takenAt < nowMs - PROOF_TAKEN_AT_GRACE_MS) throw new AppError(409, ErrorCode.NOT_ELIGIBLE, OFFLINE_PROOF_MESSAGES.takenTooLongAgo);
  return takenAt;
}

/** Called inside the proof's transaction with the new photo's id: records the key's answer there. */
export type FinishProof = (tx: Db, photoId: string) => Promise<void>;

export function createProofKeys(deps: BucketDeps) {
  const keys = createProofKeyRepository(deps.db);

  return {
    /** A failed attempt wrote nothing, so it frees the key. */
    async run(
      userId: string,
      options: ProofOptions,
      target: string,
      message: string,
      attempt: (finish: FinishProof) => Promise<PhotoProofResponse>,
    ): Promise<PhotoProofResponse> {
      const { key } = options;
      if (key === null) return attempt(async () => {});
      const nowMs = deps.clock();
      // The caller's own expired keys go before each claim (cheap); the scheduler's tick removes everyone's.
      await keys.deleteExpired(new Date(nowMs - IDEMPOTENCY_KEY_TTL_MS), userId);
      const claim = await keys.claim({
        userId,
        key,
        target,
        now: new Date(nowMs),
        expiredBefore: new Date(nowMs - IDEMPOTENCY_KEY_TTL_MS),
        abandonedBefore: new Date(nowMs - ABANDONED_PROOF_MS),
      });
      if (claim.kind !== 'claimed' && claim.target !== target) {
        throw new AppError(422, ErrorCode.IDEMPOTENCY_KEY_REUSED, OFFLINE_PROOF_MESSAGES.keyReused);
      }
      if (claim.kind === 'pending') throw new AppError(409, ErrorCode.PROOF_IN_PROGRESS, OFFLINE_PROOF_MESSAGES.inProgress);
      if (claim.kind === 'done') return { message: claim.message, photoUrl: (await deps.photoUrls.of(claim.photoKey)) as string };
      try {
        return await attempt((tx, photoId) => createProofKeyRepository(tx).complete(userId, key, photoId, message));
      } catch (error) {
        await keys.release(userId, key).catch((err: unknown) => deps.log.warn({ err }, 'proof key not released'));
        throw error;
      }
    },
  };
}
