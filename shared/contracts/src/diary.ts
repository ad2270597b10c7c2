// The proof diary (나의 인증 기록): one month of the caller's own proofs by Seoul day, and one bucket's proofs.
import { z } from 'zod';
import { UuidParams } from './common';
import { defineRoute } from './define-route';
import { diaryEndpoints } from './endpoints';

export const PROOF_KINDS = ['MOMENT', 'ACHIEVEMENT'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

const MONTH_MESSAGE = '달은 2026-05처럼 YYYY-MM 형식으로 보내 주세요.';

export const DiaryQuery = z.object({
  month: z.string({ error: MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE }),
});
export type DiaryQuery = z.infer<typeof DiaryQuery>;

export const DiaryProof = z.object({
  /** The moment's id, or the bucket's for an achievement. */
  proofId: z.uuid(),
  kind: z.enum(PROOF_KINDS),
  bucketId: z.uuid(),
  bucketContent: z.string(),
  /** The moment's own text; null for an achievement. */
  momentContent: z.string().nullable(),
  provenAt: z.string(),
  photoUrl: z.string(),
  thumbUrl: z.string(),
});
export type DiaryProof = z.infer<typeof DiaryProof>;

export const DiaryDay = z.object({
  /** A Seoul day, 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** What Home said that day: '작심 N일' = 1 + the run of proven moment days that ended the day before. */
  streak: z.number().int().min(1),
  /** Oldest first: the first one is the day's thumbnail. */
  proofs: z.array(DiaryProof).min(1),
});
export type DiaryDay = z.infer<typeof DiaryDay>;

export const DiaryResponse = z.object({
  month: z.string(),
  provenDayCount: z.number().int().min(0),
  days: z.array(DiaryDay),
});
export type DiaryResponse = z.infer<typeof DiaryResponse>;

export const BucketProofsResponse = z.object({ proofs: z.array(DiaryProof) });
export type BucketProofsResponse = z.infer<typeof BucketProofsResponse>;

export const diaryRoutes = {
  month: defineRoute({
    ...diaryEndpoints.month,
    auth: true,
    tag: 'diary',
    summary: '나의 인증 기록: 한 달(서울 날짜)의 인증을 날짜별로',
    querystring: DiaryQuery,
    response: DiaryResponse,
  }),
  bucketProofs: defineRoute({
    ...diaryEndpoints.bucketProofs,
    auth: true,
    tag: 'diary',
    summary: '내 버킷 하나의 인증 사진들 (오래된 것부터)',
    params: UuidParams,
    response: BucketProofsResponse,
  }),
} as const;
