// Moments: the dated steps of a challenging REPEAT bucket, each proven by a photo inside its window.
import { z } from 'zod';
import { Bucket, PROOF_PHOTO_FIELD, PhotoProofResponse } from './bucket';
import { UuidParams } from './common';
import { defineRoute } from './define-route';
import { momentEndpoints } from './endpoints';
import { FREQUENCIES } from './enums';
import { MAX_MOMENTS_PER_REQUEST } from './limits';
import { MomentFields } from './moment-fields';
import { seoulDayStart } from './seoul-calendar';
import { shortText } from './short-text';
import { MOMENT_CONTENT_RULE } from './text-rules';

export const MomentContent = shortText(MOMENT_CONTENT_RULE);

export const MOMENT_DATE_MESSAGE =
  '날짜는 YYYY-MM-DD(서울 날짜, 예: 2026-11-27) 또는 시간대가 있는 ISO 8601 시각(예: 2026-11-27T09:00:00+09:00)이어야 합니다.';

const calendarDay = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** A Seoul day `YYYY-MM-DD` (read as its start; whole-day clients send it) or an instant with `Z` or an offset. */
export const MomentDate = z
  .string({ error: MOMENT_DATE_MESSAGE })
  .refine((v) => calendarDay.safeParse(v).success || instant.safeParse(v).success, { error: MOMENT_DATE_MESSAGE })
  .transform((v) => (calendarDay.safeParse(v).success ? seoulDayStart(v) : new Date(v)).toISOString());

export const FrequencySchema = z.enum(FREQUENCIES, { error: '실행 빈도를 선택해주세요!' });

export const NewMoment = z.object({ content: MomentContent, startDate: MomentDate, endDate: MomentDate });
export type NewMoment = z.infer<typeof NewMoment>;

const ms = (iso: string) => new Date(iso).getTime();

/** Windows are `[startDate, endDate)`; "not in the past" needs the server's clock, so the server checks it. */
export const CreateMomentsRequest = z
  .object({
    startDate: MomentDate,
    endDate: MomentDate,
    moments: z
      .array(NewMoment, { error: '모멘트 목록이 필요합니다.' })
      .min(1, { error: '생성된 모멘트가 없습니다.' })
      .max(MAX_MOMENTS_PER_REQUEST, { error: `모멘트는 한 번에 최대 ${MAX_MOMENTS_PER_REQUEST}개까지 만들 수 있습니다.` }),
    frequency: FrequencySchema,
  })
  .superRefine((body, ctx) => {
    const list = body.moments;
    for (let i = 0; i < list.length; i += 1) {
      const m = list[i]!;
      if (ms(m.startDate) >= ms(m.endDate)) {
        ctx.addIssue({ code: 'custom', path: ['moments', i, 'endDate'], message: '모멘트의 종료일은 시작일보다 뒤여야 합니다.' });
      }
      if (i > 0 && ms(m.startDate) < ms(list[i - 1]!.endDate)) {
        ctx.addIssue({ code: 'custom', path: ['moments', i, 'startDate'], message: '모멘트 기간은 순서대로 겹치지 않아야 합니다.' });
      }
    }
    if (list.length === 0) return;
    if (ms(body.startDate) !== ms(list[0]!.startDate) || ms(body.endDate) !== ms(list[list.length - 1]!.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: '전체 기간이 모멘트 기간과 맞지 않습니다.' });
    }
  });
export type CreateMomentsRequest = z.infer<typeof CreateMomentsRequest>;

export const CreatedMoment = MomentFields.extend({ frequency: FrequencySchema });
export type CreatedMoment = z.infer<typeof CreatedMoment>;

export const CreateMomentsResponse = z.object({ message: z.string(), moments: z.array(CreatedMoment) });
export type CreateMomentsResponse = z.infer<typeof CreateMomentsResponse>;

export const MomentDetail = CreatedMoment.extend({
  bucketID: Bucket.shape.bucketID,
  bucketContent: Bucket.shape.content,
  photoUrl: z.string().nullable(),
});
export type MomentDetail = z.infer<typeof MomentDetail>;

export const MomentDetailResponse = z.object({ moment: MomentDetail });
export type MomentDetailResponse = z.infer<typeof MomentDetailResponse>;

export const BucketIdParams = z.object({ bucketId: z.uuid({ error: '올바른 ID 형식이 아닙니다.' }) });
export type BucketIdParams = z.infer<typeof BucketIdParams>;

export const momentRoutes = {
  detail: defineRoute({
    ...momentEndpoints.detail, auth: true, tag: 'moment', summary: '모멘트 상세',
    params: UuidParams, response: MomentDetailResponse,
  }),
  create: defineRoute({
    ...momentEndpoints.create, auth: true, tag: 'moment',
    summary: '도전 중인 반복형 버킷에 모멘트 추가 (1–100개)',
    params: BucketIdParams, body: CreateMomentsRequest, response: CreateMomentsResponse, status: 201,
  }),
  proof: defineRoute({
    ...momentEndpoints.proof, auth: true, tag: 'moment',
    summary: '모멘트 인증 (multipart 필드 photoUrl: 이미지 파일, 기간 안에서만; 선택 헤더 Idempotency-Key, Proof-Taken-At: offline-proof.ts)',
    params: UuidParams, form: { file: PROOF_PHOTO_FIELD }, response: PhotoProofResponse,
  }),
} as const;
