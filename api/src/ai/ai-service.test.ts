import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import {
  AI_NOT_CONFIGURED_MESSAGE,
  createAiService,
  createOpenAiService,
  createUnconfiguredAiService,
  type AiLogger,
} from './ai-service';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from './testing/fake-openai-server';

const KEY = 'sk-test-secret-key';
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function recordingLogger() {
  const lines: Array<{ details: object; message: string }> = [];
  const logger: AiLogger = { warn: (details, message) => lines.push({ details, message }) };
  return { logger, lines };
}

async function serviceAgainst(reply: FakeOpenAiOptions['reply'], timeoutMs = 2_000) {
  fake = await startFakeOpenAi({ reply });
  const { logger, lines } = recordingLogger();
  const ai = createOpenAiService({ apiKey: KEY, baseURL: fake.url, model: 'small-model', timeoutMs, logger });
  return { ai, fake, lines };
}

describe('estimateDuration against an OpenAI-compatible server', () => {
  it('returns a numeric answer and sends the parameters of docs/product-spec.md', async () => {
    const { ai, fake } = await serviceAgainst(() => '30');
    expect(await ai.estimateDuration('매일 운동하기')).toBe(30);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body).toMatchObject({ model: 'small-model', max_tokens: 10, temperature: 0.5 });
    expect(JSON.stringify(request?.body.messages)).toContain('매일 운동하기');
    expect(JSON.stringify(request?.body.messages)).toContain('숫자만');
  });

  it('reads a chatty answer', async () => {
    const { ai } = await serviceAgainst(() => '약 30일 정도 걸립니다.');
    expect(await ai.estimateDuration('매일 운동하기')).toBe(30);
  });

  it.each(['0', '-5', 'many'])('gives null for the non-positive or non-numeric answer %j, and logs it', async (answer) => {
    const { ai, lines } = await serviceAgainst(() => answer);
    expect(await ai.estimateDuration('매일 운동하기')).toBeNull();
    expect(lines.map((l) => l.message)).toContain('AI answer was not a positive number');
  });

  it('gives null on HTTP 500, without retrying', async () => {
    const { ai, fake, lines } = await serviceAgainst(() => ({ status: 500 }));
    expect(await ai.estimateDuration('매일 운동하기')).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(lines[0]?.details).toMatchObject({ reason: 'http', status: 500 });
  });

  it('gives null on timeout', async () => {
    const { ai, lines } = await serviceAgainst(() => ({ delayMs: 2_000, content: '30' }), 150);
    const started = Date.now();
    expect(await ai.estimateDuration('매일 운동하기')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(lines[0]?.details).toMatchObject({ reason: 'timeout' });
  });
});

describe('planSteps against an OpenAI-compatible server', () => {
  it('sends the rules (N, 20 characters, no day labels, samples) and the parameters of docs/product-spec.md', async () => {
    const { ai, fake } = await serviceAgainst(() => '["걷기", "달리기", "스트레칭"]');
    expect(await ai.planSteps('매일 운동하기', 3)).toEqual(['걷기', '달리기', '스트레칭']);
    const body = fake.requests[0]?.body;
    expect(body).toMatchObject({ model: 'small-model', max_tokens: 400, temperature: 0.5 });
    const prompt = JSON.stringify(body?.messages);
    expect(prompt).toContain('정확히 3개');
    expect(prompt).toContain('20자 이내');
    expect(prompt).toContain('1일차');
    expect(prompt).toContain('참고 예시');
    expect(prompt).toContain('매일 운동하기');
  });

  it('cuts too many steps to N', async () => {
    const { ai } = await serviceAgainst(() => JSON.stringify(['a', 'b', 'c', 'd', 'e']));
    expect(await ai.planSteps('목표', 2)).toEqual(['a', 'b']);
  });

  it('shortens or drops too-long steps and strips day labels from a fenced answer', async () => {
    const answer = [
      '계획입니다:',
      '```json',
      JSON.stringify([
        '1일차: 매일 아침 공원에서 30분 동안 가볍게 조깅하기',
        '가'.repeat(80),
        '2일차: 스트레칭',
      ]),
      '```',
    ].join('\n');
    const { ai } = await serviceAgainst(() => answer);
    expect(await ai.planSteps('목표', 3)).toEqual(['매일 아침 공원에서 30분 동안', '스트레칭']);
  });

  it('gives [] for invalid JSON and logs it', async () => {
    const { ai, lines } = await serviceAgainst(() => '걷기, 달리기, 스트레칭');
    expect(await ai.planSteps('목표', 3)).toEqual([]);
    expect(lines.map((l) => l.message)).toContain('AI answer had no usable steps');
    // The answer echoes the user's goal, so only its length is logged.
    expect(JSON.stringify(lines)).not.toContain('달리기');
  });

  it('gives [] on HTTP 500 and on timeout', async () => {
    const failing = await serviceAgainst(() => ({ status: 500 }));
    expect(await failing.ai.planSteps('목표', 3)).toEqual([]);
    await fake?.close();
    const slow = await serviceAgainst(() => ({ delayMs: 2_000, content: '["걷기"]' }), 150);
    expect(await slow.ai.planSteps('목표', 3)).toEqual([]);
  });
});

describe('the key', () => {
  it('travels only as a bearer header, never in the body', async () => {
    const { ai, fake } = await serviceAgainst(() => '["걷기"]');
    await ai.planSteps('목표', 1);
    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(request?.body)).not.toContain(KEY);
  });

  it('does not reach the logs when a call fails', async () => {
    const { ai, lines } = await serviceAgainst(() => ({ status: 401, message: 'bad key' }));
    expect(await ai.estimateDuration('목표')).toBeNull();
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });
});

describe('without configuration', () => {
  it('refuses both calls with 503 and the manual-mode message', async () => {
    const ai = createUnconfiguredAiService();
    for (const call of [() => ai.estimateDuration('목표'), () => ai.planSteps('목표', 3)]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: AI_NOT_CONFIGURED_MESSAGE });
    }
  });

  it('createAiService picks the unconfigured service when there is no key, else the real one', async () => {
    const none = createAiService({ apiKey: null, baseUrl: null, model: 'm' });
    await expect(none.estimateDuration('목표')).rejects.toMatchObject({ statusCode: 503 });

    fake = await startFakeOpenAi({ reply: () => '12' });
    const real = createAiService({ apiKey: KEY, baseUrl: fake.url, model: 'm' }, { logger: recordingLogger().logger });
    expect(await real.estimateDuration('목표')).toBe(12);
  });
});
