// The names a first visit's pages, their inline scripts and the screens share: ids, attributes, keys.
// Free of imports and of the DOM: the inline scripts are built from it and the server's types read it.

/** The <template> holding /login's scripts until its paint (build/scripts-after-paint.ts writes it). */
export const AFTER_PAINT_TEMPLATE_ID = 'momentum-after-paint';
/** The attribute the build gives /login's prerendered Kakao link in place of its placeholder href. */
export const KAKAO_LINK_ATTRIBUTE = 'data-kakao-login';
/** The <meta> listing a tab page's first GETs (runtime/server/page-hints.ts writes it). */
export const FIRST_REQUESTS_META = 'momentum-first-requests';
/**
 * On the list of first GETs: the API origin they go to, written with the page (the page already
 * follows the config: a flip recomposes the tab pages). Not read from `/app-config.json`, whose
 * answer waits behind the app's code on a busy phone.
 */
export const API_BASE_ATTRIBUTE = 'data-api-base';
/** On an element FirstAnswer renders: the answer's path (one of the page's first GETs). */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';
/** On the same element: the text to show, `{field}` replaced by the answer's field. */
export const FIRST_ANSWER_TEXT_ATTRIBUTE = 'data-first-answer-text';
/** Where the install-event keeper leaves an early `beforeinstallprompt` for the shell. */
export const INSTALL_PROMPT_KEY = 'momentumInstallPrompt';
