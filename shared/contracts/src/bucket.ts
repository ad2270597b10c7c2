// Buckets (bucket-list items): create, edit, delete, the two lists, the challenge and the achievement proof.
// Wire field names are those of docs/product-spec.md (bucketID, momentID, …); dates are ISO 8601 strings.
import { z } from 'zod';
import { UuidParams } from './common';
import { defineRoute } from './define-route';
import { bucketEndpoints } from './endpoints';
import { BUCKET_TYPES } from './enums';
import { MomentFields } from './moment-fields';
import { shortText } from './short-text';
import { BUCKET_CONTENT_RULE } from './text-rules';

export const BucketContent = shortText(BUCKET_CONTENT_RULE);

export const BucketTypeSchema = z.enum(BUCKET_TYPES, { error: '버킷 종류는 REPEAT 또는 ACHIEVEMENT여야 합니다.' });

export const CreateBucketRequest = z.object({ type: BucketTypeSchema, content: BucketContent });
export type CreateBucketRequest = z.infer<typeof CreateBucketRequest>;

export const UpdateBucketRequest = z.object({ content: BucketContent });
export type UpdateBucketRequest = z.infer<typeof UpdateBucketRequest>;

export const Bucket = z.object({
  bucketID: z.string(),
  content: z.string(),
  type: BucketTypeSchema,
  isCompleted: z.boolean(),
  isChallenging: z.boolean(),
});
export type Bucket = z.infer<typeof Bucket>;

export const BucketMutationResponse = z.object({ message: z.string(), bucket: Bucket });
export type BucketMutationResponse = z.infer<typeof BucketMutationResponse>;

export const DeleteBucketResponse = z.object({ message: z.string(), type: BucketTypeSchema });
export type DeleteBucketResponse = z.infer<typeof DeleteBucketResponse>;

/** One row of `/api/bucket/all/{repeat|achievement}` (the list is of one type); newest first. */
export const BucketListItem = Bucket.omit({ type: true });
export type BucketListItem = z.infer<typeof BucketListItem>;

export const BucketListResponse = z.object({ buckets: z.array(BucketListItem) });
export type BucketListResponse = z.infer<typeof BucketListResponse>;

/** A moment inside the dashboard's challenging list; `photoUrl` is the thumbnail (null until proven). */
export const ChallengingMoment = MomentFields.extend({ photoUrl: z.string().nullable() });
export type ChallengingMoment = z.infer<typeof ChallengingMoment>;

/** A challenging bucket with its moments ordered by window start (the first one is the "verify" card's). */
export const ChallengingBucket = Bucket.pick({ bucketID: true, content: true }).extend({
  momentCount: z.number().int(),
  completedMomentsCount: z.number().int(),
  moments: z.array(ChallengingMoment),
});
export type ChallengingBucket = z.infer<typeof ChallengingBucket>;

export const ChallengingMainResponse = z.object({ data: z.array(ChallengingBucket) });
export type ChallengingMainResponse = z.infer<typeof ChallengingMainResponse>;

export const ChallengingCountResponse = z.object({ challengingCount: z.number().int() });
export type ChallengingCountResponse = z.infer<typeof ChallengingCountResponse>;

/** `photoUrl` is the achievement proof (full size), null until proven. */
export const BucketDetail = Bucket.extend({ photoUrl: z.string().nullable() });
export type BucketDetail = z.infer<typeof BucketDetail>;

export const BucketDetailResponse = z.object({ bucket: BucketDetail });
export type BucketDetailResponse = z.infer<typeof BucketDetailResponse>;

export const PhotoProofResponse = z.object({ message: z.string(), photoUrl: z.string() });
export type PhotoProofResponse = z.infer<typeof PhotoProofResponse>;

/** Multipart field name of both proof uploads (its name in docs/product-spec.md, although it carries a file). */
export const PROOF_PHOTO_FIELD = 'photoUrl';

export const bucketRoutes = {
  create: defineRoute({
    ...bucketEndpoints.create, auth: true, tag: 'bucket', summary: '버킷 만들기',
    body: CreateBucketRequest, response: BucketMutationResponse, status: 201,
  }),
  update: defineRoute({
    ...bucketEndpoints.update, auth: true, tag: 'bucket', summary: '버킷 내용 수정',
    params: UuidParams, body: UpdateBucketRequest, response: BucketMutationResponse,
  }),
  remove: defineRoute({
    ...bucketEndpoints.remove, auth: true, tag: 'bucket', summary: '버킷 삭제 (모멘트, 사진, 응원 포함)',
    params: UuidParams, response: DeleteBucketResponse,
  }),
  listRepeat: defineRoute({
    ...bucketEndpoints.listRepeat, auth: true, tag: 'bucket', summary: '반복형 버킷 목록 (최신순)',
    response: BucketListResponse,
  }),
  listAchievement: defineRoute({
    ...bucketEndpoints.listAchievement, auth: true, tag: 'bucket', summary: '달성형 버킷 목록 (최신순)',
    response: BucketListResponse,
  }),
  challengingMain: defineRoute({
    ...bucketEndpoints.challengingMain, auth: true, tag: 'bucket', summary: '도전 중인 버킷과 모멘트',
    response: ChallengingMainResponse,
  }),
  challengingCount: defineRoute({
    ...bucketEndpoints.challengingCount, auth: true, tag: 'bucket', summary: '도전 중인 버킷 수',
    response: ChallengingCountResponse,
  }),
  detail: defineRoute({
    ...bucketEndpoints.detail, auth: true, tag: 'bucket', summary: '버킷 상세',
    params: UuidParams, response: BucketDetailResponse,
  }),
  challenge: defineRoute({
    ...bucketEndpoints.challenge, auth: true, tag: 'bucket', summary: '반복형 버킷 도전 시작 (최대 3개)',
    params: UuidParams, response: z.object({ message: z.string() }),
  }),
  achievementPhoto: defineRoute({
    ...bucketEndpoints.achievementPhoto, auth: true, tag: 'bucket',
    summary: '달성형 버킷 인증 (multipart 필드 photoUrl: 이미지 파일; 선택 헤더 Idempotency-Key, Proof-Taken-At: offline-proof.ts)',
    params: UuidParams, form: { file: PROOF_PHOTO_FIELD }, response: PhotoProofResponse,
  }),
} as const;
