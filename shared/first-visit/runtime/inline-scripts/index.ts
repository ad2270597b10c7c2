// The first visit's inline scripts: the texts the build made from the sources beside this file
// (build-dist.mjs: lowered to ES5 and minified, as they run before any polyfill). The page policy allows
// exactly these texts by hash (runtime/server/page-csp.ts).
import built from '../../dist/inline-scripts.json';

export { AFTER_PAINT_TEMPLATE_ID, API_BASE_ATTRIBUTE, FIRST_REQUESTS_META, INSTALL_PROMPT_KEY, KAKAO_LINK_ATTRIBUTE } from '../page-marks';

/** Moves /login's held scripts into the page after its first paint. */
export const AFTER_PAINT_LOADER: string = built['after-paint'];
/** Sends a signed-out visitor from a tab's page to /login. */
export const SIGNED_OUT_GATE: string = built['signed-out-gate'];
/** Makes /login's Kakao link work before the app's code. */
export const KAKAO_LINK_SCRIPT: string = built['kakao-link'];
/** Starts a tab page's first GETs and fills what the screen marks with FirstAnswer. */
export const FIRST_ANSWERS_SCRIPT: string = built['first-answers'];
/** Keeps an install event that comes before the app's code. */
export const INSTALL_PROMPT_KEEPER: string = built['install-prompt-keeper'];

/**
 * The only inline scripts a page may run: fixed texts of ours, allowed by hash when the page holds them.
 * Anything else inline, wherever it came from, stays refused.
 */
export const KNOWN_INLINE_SCRIPTS: readonly string[] = [AFTER_PAINT_LOADER, SIGNED_OUT_GATE, KAKAO_LINK_SCRIPT, FIRST_ANSWERS_SCRIPT, INSTALL_PROMPT_KEEPER];
