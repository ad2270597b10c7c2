import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { aiRoutes } from '@momentum/contracts';
import { implementRoute } from '../http/implement-route';
import type { AiService } from './ai-service';
import { RateLimitedError, type PerUserRateLimit } from './per-user-rate-limit';

export interface AiRoutesOptions {
  ai: AiService;
  limiter: PerUserRateLimit;
}

/**
 * POST /api/ai/duration and POST /api/ai/plan from the route registry (`aiRoutes` in the contracts):
 * `implementRoute` signs the user in first (401) and validates the body with the contract's Korean
 * messages (400), so only a valid call of a signed-in user spends the per-user budget.
 */
export const aiRoutesPlugin: FastifyPluginAsync<AiRoutesOptions> = async (app, { ai, limiter }) => {
  implementRoute(app, aiRoutes.duration, async (request, reply) => {
    consumeBudget(limiter, request.userId, reply);
    return { days: await ai.estimateDuration(request.body.goal) };
  });

  implementRoute(app, aiRoutes.plan, async (request, reply) => {
    consumeBudget(limiter, request.userId, reply);
    return { steps: await ai.planSteps(request.body.goal, request.body.count) };
  });
};

function consumeBudget(limiter: PerUserRateLimit, userId: string, reply: FastifyReply) {
  try {
    limiter.consume(userId);
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
