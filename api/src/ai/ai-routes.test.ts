import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { registerErrorHandling } from '../plugins/error-handler';
import { registerRateLimits } from '../plugins/rate-limits';
import { AI_LIMIT, AI_RATE_LIMITED_MESSAGE, aiRoutesPlugin } from './ai-routes';
import { AI_NOT_CONFIGURED_MESSAGE, createOpenAiService, createUnconfiguredAiService, type AiService } from './ai-service';
import { startFakeOpenAi, type FakeOpenAi } from './testing/fake-openai-server';

const KEY = 'sk-route-test-key';
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The app's validation and error shape, with a stand-in for the auth plugin's decorator (user from a header). */
async function buildApp(ai: AiService): Promise<FastifyInstance> {
  const app = Fastify();
  await registerRateLimits(app, { redis: null, clock: Date.now });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = request.headers['x-test-user'];
    if (typeof user !== 'string') throw new AppError(401, 'UNAUTHORIZED', '로그인이 필요합니다.');
    request.userId = user;
  });
  await app.register(aiRoutesPlugin, { ai });
  closers.push(() => app.close());
  return app;
}

async function fakeBackedAi(reply: Parameters<typeof startFakeOpenAi>[0]['reply']): Promise<{ ai: AiService; fake: FakeOpenAi }> {
  const fake = await startFakeOpenAi({ reply });
  closers.push(() => fake.close());
  const ai = createOpenAiService({ apiKey: KEY, baseURL: fake.url, model: 'm', timeoutMs: 2_000, logger: { warn: () => {} } });
  return { ai, fake };
}

/** Records what reaches the service, to see what validation let through. */
function spyAi(): AiService & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    estimateDuration: async (...args) => (calls.push(args), 7),
    planSteps: async (...args) => (calls.push(args), ['걷기']),
  };
}

const post = (app: FastifyInstance, url: string, payload?: unknown, user: string | null = 'user-1') =>
  app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: user ? { 'x-test-user': user } : {},
  });

describe('AI routes against the fake server', () => {
  it('POST /api/ai/duration answers {days}', async () => {
    const { ai } = await fakeBackedAi(() => '약 21일');
    const res = await post(await buildApp(ai), '/api/ai/duration', { goal: '매일 운동하기' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days: 21 });
  });

  it('POST /api/ai/plan answers {steps} cut to count', async () => {
    const { ai } = await fakeBackedAi(() => '["걷기", "달리기", "스트레칭"]');
    const res = await post(await buildApp(ai), '/api/ai/plan', { goal: '매일 운동하기', count: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ steps: ['걷기', '달리기'] });
  });

  it('answers the AI failure (null / []) with 200 and never shows the key', async () => {
    const { ai, fake } = await fakeBackedAi(() => ({ status: 500, message: 'upstream broke' }));
    const app = await buildApp(ai);
    const duration = await post(app, '/api/ai/duration', { goal: '목표' });
    const plan = await post(app, '/api/ai/plan', { goal: '목표', count: 3 });
    expect(duration.json()).toEqual({ days: null });
    expect(plan.json()).toEqual({ steps: [] });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    for (const res of [duration, plan]) {
      expect(res.body).not.toContain(KEY);
      expect(JSON.stringify(res.headers)).not.toContain(KEY);
    }
  });
});

describe('AI routes refusals', () => {
  it('503 with the manual-mode message when AI is not configured', async () => {
    const app = await buildApp(createUnconfiguredAiService());
    for (const [url, body] of [['/api/ai/duration', { goal: '목표' }], ['/api/ai/plan', { goal: '목표', count: 3 }]] as const) {
      const res = await post(app, url, body);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: AI_NOT_CONFIGURED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('401 without a signed-in user, before anything else', async () => {
    const ai = spyAi();
    const res = await post(await buildApp(ai), '/api/ai/plan', { goal: '목표', count: 3 }, null);
    expect(res.statusCode).toBe(401);
    expect(ai.calls).toHaveLength(0);
  });

  it.each([
    // No body reads as `{}` (src/http/json-body.ts): the missing field is named.
    ['/api/ai/duration', undefined, '목표를 입력해 주세요.'],
    ['/api/ai/duration', {}, '목표를 입력해 주세요.'],
    ['/api/ai/duration', { goal: '   ' }, '목표를 입력해 주세요.'],
    ['/api/ai/duration', { goal: 42 }, '목표를 입력해 주세요.'],
    ['/api/ai/duration', { goal: '가'.repeat(31) }, '목표는 최대 30자까지 입력할 수 있습니다.'],
    ['/api/ai/plan', ['목표', 3], '요청 내용이 올바르지 않습니다.'],
    ['/api/ai/plan', { goal: '목표' }, '항목 수는 숫자여야 합니다.'],
    ['/api/ai/plan', { goal: '목표', count: '3' }, '항목 수는 숫자여야 합니다.'],
    ['/api/ai/plan', { goal: '목표', count: 2.5 }, '항목 수는 정수여야 합니다.'],
    ['/api/ai/plan', { goal: '목표', count: 0 }, '항목 수는 1개 이상이어야 합니다.'],
    ['/api/ai/plan', { goal: '목표', count: 101 }, '항목 수는 최대 100개입니다.'],
  ])('400 for %s with %j', async (url, body, message) => {
    const ai = spyAi();
    const res = await post(await buildApp(ai), url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    expect(ai.calls).toHaveLength(0);
  });

  it('passes the trimmed goal on, and accepts the limits 30 characters and 100 steps', async () => {
    const ai = spyAi();
    const app = await buildApp(ai);
    expect((await post(app, '/api/ai/duration', { goal: '  매일 운동하기  ' })).json()).toEqual({ days: 7 });
    expect((await post(app, '/api/ai/plan', { goal: '가'.repeat(30), count: 100 })).statusCode).toBe(200);
    expect(ai.calls).toEqual([['매일 운동하기'], ['가'.repeat(30), 100]]);
  });

  it('429 with Retry-After once the user spent the budget; other users and bad bodies are not counted', async () => {
    const ai = spyAi();
    const app = await buildApp(ai);
    expect(AI_LIMIT).toEqual({ max: 20, timeWindow: 600_000 });
    expect((await post(app, '/api/ai/duration', { goal: '' })).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      expect((await post(app, '/api/ai/duration', { goal: '목표' })).statusCode).toBe(200);
      expect((await post(app, '/api/ai/plan', { goal: '목표', count: 1 })).statusCode).toBe(200);
    }
    const refused = await post(app, '/api/ai/plan', { goal: '목표', count: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AI_RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(ai.calls).toHaveLength(20);
    expect((await post(app, '/api/ai/plan', { goal: '목표', count: 1 }, 'user-2')).statusCode).toBe(200);
  });

  it('refuses to mount without the auth decorator', async () => {
    const app = Fastify();
    closers.push(() => app.close());
    await registerRateLimits(app, { redis: null, clock: Date.now });
    await expect(
      app.register(aiRoutesPlugin, { ai: spyAi() }).ready(),
    ).rejects.toThrow(/POST \/api\/ai\/duration needs app.authenticate/);
  });
});
