// AI drafting: the server proxies the chat-completion service so no key ever reaches the browser.
import { z } from 'zod';
import { defineRoute } from './define-route';
import { aiEndpoints } from './endpoints';
import { MAX_MOMENTS_PER_REQUEST } from './limits';
import { shortText } from './short-text';
import { AI_GOAL_RULE } from './text-rules';

/** A body that is not an object at all (none, an array, a string): zod's own message would be English. */
const BAD_BODY = { error: '요청 내용이 올바르지 않습니다.' };

const goal = shortText(AI_GOAL_RULE);

export const AiDurationRequest = z.object({ goal }, BAD_BODY);
export type AiDurationRequest = z.infer<typeof AiDurationRequest>;

export const AiDurationResponse = z.object({ days: z.number().int().positive().nullable() });
export type AiDurationResponse = z.infer<typeof AiDurationResponse>;

export const AiPlanRequest = z.object(
  {
    goal,
    count: z
      .number({ error: '항목 수는 숫자여야 합니다.' })
      .int({ error: '항목 수는 정수여야 합니다.' })
      .min(1, { error: '항목 수는 1개 이상이어야 합니다.' })
      .max(MAX_MOMENTS_PER_REQUEST, { error: `항목 수는 최대 ${MAX_MOMENTS_PER_REQUEST}개입니다.` }),
  },
  BAD_BODY,
);
export type AiPlanRequest = z.infer<typeof AiPlanRequest>;

export const AiPlanResponse = z.object({ steps: z.array(z.string()) });
export type AiPlanResponse = z.infer<typeof AiPlanResponse>;

/** Signed-in users only; each call spends the user's AI budget (429 with Retry-After past it). */
export const aiRoutes = {
  duration: defineRoute({
    ...aiEndpoints.duration,
    auth: true,
    tag: 'ai',
    summary: 'AI가 목표 달성에 걸릴 일수를 추정 (실패하면 days: null)',
    body: AiDurationRequest,
    response: AiDurationResponse,
  }),
  plan: defineRoute({
    ...aiEndpoints.plan,
    auth: true,
    tag: 'ai',
    summary: 'AI가 목표를 count개의 실천 항목으로 나눔 (실패하면 steps: [])',
    body: AiPlanRequest,
    response: AiPlanResponse,
  }),
} as const;
