import type { FastifyPluginAsync } from 'fastify';
import { aiRoutes } from '@momentum/contracts';
import { implementRoute } from '../http/implement-route';
import { perUserRateLimit } from '../plugins/rate-limits';
import type { AiService } from './ai-service';

/** AI calls cost money per request: each user gets a small budget, shared by both endpoints. */
export const AI_LIMIT = { max: 20, timeWindow: 10 * 60_000 };
export const AI_RATE_LIMITED_MESSAGE = 'AI 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

export interface AiRoutesOptions {
  ai: AiService;
}

/** implementRoute checks sign-in and body first, so only a valid call of a signed-in user spends the budget. */
export const aiRoutesPlugin: FastifyPluginAsync<AiRoutesOptions> = async (app, { ai }) => {
  const userRateLimit = perUserRateLimit(app, { name: 'ai', ...AI_LIMIT, message: AI_RATE_LIMITED_MESSAGE });
  implementRoute(app, aiRoutes.duration, async (request) => ({ days: await ai.estimateDuration(request.body.goal) }), { userRateLimit });
  implementRoute(app, aiRoutes.plan, async (request) => ({ steps: await ai.planSteps(request.body.goal, request.body.count) }), {
    userRateLimit,
  });
};
