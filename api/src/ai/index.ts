// What the app uses from the AI module (testing/ is for tests and e2e runs only).
export { AI_LIMIT, AI_RATE_LIMITED_MESSAGE, aiRoutesPlugin, type AiRoutesOptions } from './ai-routes';
export {
  AI_NOT_CONFIGURED_MESSAGE,
  DEFAULT_AI_TIMEOUT_MS,
  createAiService,
  createOpenAiService,
  createUnconfiguredAiService,
  type AiConfig,
  type AiLogger,
  type AiService,
  type OpenAiServiceOptions,
} from './ai-service';
