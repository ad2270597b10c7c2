// AI drafting: the server proxies the chat-completion service so no key ever reaches the browser.
import { z } from 'zod';
import { MAX_MOMENTS_PER_REQUEST } from './limits';
import { shortText } from './short-text';
import { AI_GOAL_RULE } from './text-rules';

/** The goal is a bucket's content, so it has the bucket's rule (text-rules.ts). */
const goal = shortText(AI_GOAL_RULE);

export const AiDurationRequest = z.object({ goal });
export type AiDurationRequest = z.infer<typeof AiDurationRequest>;

/** `days` is null when the AI failed or gave no usable number (the spec's AI failure). */
export const AiDurationResponse = z.object({ days: z.number().int().positive().nullable() });
export type AiDurationResponse = z.infer<typeof AiDurationResponse>;

export const AiPlanRequest = z.object({
  goal,
  count: z
    .number({ error: '항목 수는 숫자여야 합니다.' })
    .int({ error: '항목 수는 정수여야 합니다.' })
    .min(1, { error: '항목 수는 1개 이상이어야 합니다.' })
    .max(MAX_MOMENTS_PER_REQUEST, { error: `항목 수는 최대 ${MAX_MOMENTS_PER_REQUEST}개입니다.` }),
});
export type AiPlanRequest = z.infer<typeof AiPlanRequest>;

/** At most `count` steps; fewer (even none) when the AI failed or answered badly — the user then edits. */
export const AiPlanResponse = z.object({ steps: z.array(z.string()) });
export type AiPlanResponse = z.infer<typeof AiPlanResponse>;

/** Plain route descriptions (method, path, schemas) for the server and for documentation. */
export const aiEndpoints = {
  duration: {
    method: 'POST',
    path: '/api/ai/duration',
    body: AiDurationRequest,
    response: AiDurationResponse,
  },
  plan: {
    method: 'POST',
    path: '/api/ai/plan',
    body: AiPlanRequest,
    response: AiPlanResponse,
  },
} as const;
