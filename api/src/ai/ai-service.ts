import OpenAI from 'openai';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../errors/app-error';
import { parseDurationAnswer, parsePlanAnswer } from './answer-rules';
import { DURATION_PARAMS, PLAN_PARAMS, durationMessages, planMessages, type ChatMessage } from './prompts';

/** Failures resolve to null / [] (the AI failure of docs/product-spec.md), never throw. */
export interface AiService {
  estimateDuration(goal: string): Promise<number | null>;
  planSteps(goal: string, count: number): Promise<string[]>;
}

export interface AiLogger {
  warn(details: object, message: string): void;
}

export interface OpenAiServiceOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  /** Default 0: a person is waiting, and a retry would double the wait; they can press again. */
  maxRetries?: number;
  logger?: AiLogger;
}

const DEFAULT_AI_TIMEOUT_MS = 15_000;
export const AI_NOT_CONFIGURED_MESSAGE = 'AI 기능이 설정되지 않았습니다. 직접 입력 모드로 계속해 주세요.';

const consoleLogger: AiLogger = { warn: (details, message) => console.warn(message, details) };

export function createOpenAiService(options: OpenAiServiceOptions): AiService {
  const logger = options.logger ?? consoleLogger;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 0,
    // Explicit nulls: the client would otherwise read OPENAI_* from process.env behind config's back.
    organization: null,
    project: null,
  });

  async function complete(
    call: 'duration' | 'plan',
    messages: ChatMessage[],
    params: { max_tokens: number; temperature: number },
  ): Promise<string | null> {
    try {
      const completion = await client.chat.completions.create({ model: options.model, messages, ...params });
      const content = completion.choices[0]?.message.content;
      if (typeof content === 'string') return content;
      logger.warn({ call, finishReason: completion.choices[0]?.finish_reason }, 'AI answer had no text');
    } catch (error) {
      logger.warn({ call, ...describeFailure(error) }, 'AI call failed');
    }
    return null;
  }

  // An unusable answer is logged by its length only: the model's text echoes the user's goal.
  return {
    async estimateDuration(goal) {
      const answer = await complete('duration', durationMessages(goal), DURATION_PARAMS);
      if (answer === null) return null;
      const days = parseDurationAnswer(answer);
      if (days === null) logger.warn({ call: 'duration', answerLength: answer.length }, 'AI answer was not a positive number');
      return days;
    },
    async planSteps(goal, count) {
      const answer = await complete('plan', planMessages(goal, count), PLAN_PARAMS);
      if (answer === null) return [];
      const steps = parsePlanAnswer(answer, count);
      if (steps.length === 0) logger.warn({ call: 'plan', answerLength: answer.length }, 'AI answer had no usable steps');
      return steps;
    },
  };
}

function describeFailure(error: unknown): object {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { reason: 'timeout' };
  if (error instanceof OpenAI.APIError) return { reason: 'http', status: error.status, error: error.message };
  return { reason: 'error', error: error instanceof Error ? error.message : String(error) };
}

/** Without a key both calls refuse with 503; the client then tells the user to continue by hand. */
export function createUnconfiguredAiService(): AiService {
  const refuse = async (): Promise<never> => {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, AI_NOT_CONFIGURED_MESSAGE);
  };
  return { estimateDuration: refuse, planSteps: refuse };
}

export interface AiConfig {
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
}

export function createAiService(
  config: AiConfig,
  options: { timeoutMs?: number; logger?: AiLogger } = {},
): AiService {
  if (!config.apiKey) return createUnconfiguredAiService();
  return createOpenAiService({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? undefined,
    model: config.model,
    timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
