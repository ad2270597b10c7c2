import { z } from 'zod';
import { Bucket } from './bucket';
import { defineRoute } from './define-route';
import { feedEndpoints } from './endpoints';
import { FrequencySchema } from './moment';

export const FeedParams = z.object({ friendId: z.uuid({ error: '친구 ID 형식이 올바르지 않습니다.' }) });
export type FeedParams = z.infer<typeof FeedParams>;

export const FeedMoment = z.object({
  momentId: z.string(),
  bucketContent: Bucket.shape.content,
  date: z.string(),
  /** The proof photo; null only if the photo was removed after the proof. */
  imageUrl: z.string().nullable(),
  cheered: z.boolean(),
  frequency: FrequencySchema,
});
export type FeedMoment = z.infer<typeof FeedMoment>;

export const FeedResponse = z.object({
  nickname: z.string(),
  isKnock: z.boolean(),
  moments: z.array(FeedMoment),
});
export type FeedResponse = z.infer<typeof FeedResponse>;

export const feedRoutes = {
  friendFeed: defineRoute({
    ...feedEndpoints.friendFeed,
    auth: true,
    tag: 'feed',
    summary: '친구의 최근 7일 모멘트 피드',
    params: FeedParams,
    response: FeedResponse,
  }),
} as const;
