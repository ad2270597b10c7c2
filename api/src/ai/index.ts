// What the app uses from the AI module (testing/ is for tests and e2e runs only).
export { aiRoutesPlugin } from './ai-routes';
export { createAiService, type AiService } from './ai-service';
