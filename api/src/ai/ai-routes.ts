import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@momentum/contracts/errors';
import {
  AiDurationRequest,
  AiPlanRequest,
  type AiDurationResponse,
  type AiPlanResponse,
} from '@momentum/contracts';
import { AppError } from '../errors/app-error';
import type { AiService } from './ai-service';
import { RateLimitedError, type PerUserRateLimit } from './per-user-rate-limit';

export interface AiRoutesOptions {
  ai: AiService;
  limiter: PerUserRateLimit;
}

const BAD_BODY_MESSAGE = '요청 내용이 올바르지 않습니다.';

/** POST /api/ai/duration and POST /api/ai/plan, signed-in users only, validated, rate-limited per user. */
export const aiRoutes: FastifyPluginAsync<AiRoutesOptions> = async (app, { ai, limiter }) => {
  const onRequest = [authenticateOf(app)];

  app.post('/api/ai/duration', { onRequest }, async (request, reply): Promise<AiDurationResponse> => {
    const { goal } = parseBody(AiDurationRequest, request.body);
    consumeBudget(limiter, request, reply);
    return { days: await ai.estimateDuration(goal) };
  });

  app.post('/api/ai/plan', { onRequest }, async (request, reply): Promise<AiPlanResponse> => {
    const { goal, count } = parseBody(AiPlanRequest, request.body);
    consumeBudget(limiter, request, reply);
    return { steps: await ai.planSteps(goal, count) };
  });
};

// The auth plugin declares `app.authenticate` and `request.userId`; read them without redeclaring
// its module augmentation, and refuse to mount unauthenticated AI routes by mistake.
function authenticateOf(app: FastifyInstance): onRequestHookHandler {
  const authenticate = (app as FastifyInstance & { authenticate?: onRequestHookHandler }).authenticate;
  if (typeof authenticate !== 'function') {
    throw new Error('aiRoutes needs app.authenticate: register the auth plugin before the AI routes');
  }
  return authenticate;
}

function userIdOf(request: FastifyRequest): string {
  const userId = (request as FastifyRequest & { userId?: string }).userId;
  if (!userId) throw new Error('request.userId is missing after authenticate');
  return userId;
}

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Issues at the root (no body, not an object) carry zod's English default; ours are Korean.
  const message = issue && issue.path.length > 0 ? issue.message : BAD_BODY_MESSAGE;
  throw new AppError(400, ErrorCode.VALIDATION, message);
}

function consumeBudget(limiter: PerUserRateLimit, request: FastifyRequest, reply: { header(k: string, v: string): unknown }) {
  try {
    limiter.consume(userIdOf(request));
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
