// The first visit's inline scripts: fixed texts the pages carry and the page policy allows by hash
// (runtime/server/page-csp.ts). Each is ES5 and self-contained: it runs before any of the app's code.
export { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE_ID } from './after-paint';
export { KAKAO_CALLBACK, KAKAO_LINK_ATTRIBUTE, KAKAO_LINK_SCRIPT, KAKAO_STATE_STORAGE_KEY } from './kakao-link';
export { SIGNED_OUT_GATE } from './signed-out-gate';
export { FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE, FIRST_ANSWERS_SCRIPT } from './first-answers';
export { INSTALL_PROMPT_KEEPER, INSTALL_PROMPT_KEY } from './install-prompt-keeper';
import { AFTER_PAINT_LOADER } from './after-paint';
import { FIRST_ANSWERS_SCRIPT } from './first-answers';
import { INSTALL_PROMPT_KEEPER } from './install-prompt-keeper';
import { KAKAO_LINK_SCRIPT } from './kakao-link';
import { SIGNED_OUT_GATE } from './signed-out-gate';

/**
 * The only inline scripts a page may run: fixed texts of ours, allowed by hash when the page holds them.
 * Anything else inline, wherever it came from, stays refused.
 */
export const KNOWN_INLINE_SCRIPTS: readonly string[] = [AFTER_PAINT_LOADER, SIGNED_OUT_GATE, KAKAO_LINK_SCRIPT, FIRST_ANSWERS_SCRIPT, INSTALL_PROMPT_KEEPER];
