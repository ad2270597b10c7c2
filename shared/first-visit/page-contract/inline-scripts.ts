// The inline scripts' texts as build-dist.mjs made them (ES5, minified: they run before any polyfill); both sides embed or hash these.
import built from '../dist/inline-scripts.json';

export const AFTER_PAINT_LOADER: string = built['after-paint'];
export const SIGNED_OUT_GATE: string = built['signed-out-gate'];
export const KAKAO_LINK_SCRIPT: string = built['kakao-link'];
export const FIRST_ANSWERS_SCRIPT: string = built['first-answers'];
export const INSTALL_PROMPT_KEEPER: string = built['install-prompt-keeper'];
export const TAP_KEEPER_SCRIPT: string = built['tap-keeper'];

/** The only inline scripts a page may run, allowed by hash; anything else inline stays refused. */
export const KNOWN_INLINE_SCRIPTS: readonly string[] = [AFTER_PAINT_LOADER, SIGNED_OUT_GATE, KAKAO_LINK_SCRIPT, FIRST_ANSWERS_SCRIPT, INSTALL_PROMPT_KEEPER, TAP_KEEPER_SCRIPT];
