// Free of imports and of the DOM: the inline scripts are built from it and the server's types read it.
export const AFTER_PAINT_TEMPLATE_ID = 'momentum-after-paint';
export const KAKAO_LINK_ATTRIBUTE = 'data-kakao-login';
export const FIRST_REQUESTS_META = 'momentum-first-requests';
/** Written with the page, not read from /app-config.json, whose answer waits behind the app's code on a busy phone. */
export const API_BASE_ATTRIBUTE = 'data-api-base';
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';
export const FIRST_ANSWER_TEXT_ATTRIBUTE = 'data-first-answer-text';
export const INSTALL_PROMPT_KEY = 'momentumInstallPrompt';
/** The tap keeper's hand-off on window: the app calls it once its controls answer (runtime/inline-scripts/tap-keeper.ts). */
export const TAP_KEEPER_RELEASE_KEY = 'momentumReleaseTaps';
/** On window, whether the keeper holds a tap now: a screen's code may fetch what that tap will need at once. */
export const TAP_KEEPER_WAITING_KEY = 'momentumTapWaiting';
/** The tab's first screen's chunks, asked for by the shell once its own code is in (ADR 0024); `data-later` for a kept tap. */
export const SCREEN_CHUNKS_META = 'momentum-screen-chunks';
export const LATER_CHUNKS_ATTRIBUTE = 'data-later';
/** On a prerendered control, the name of the `<template>` (same attribute) holding the first frame its tap opens (ADR 0024). */
export const TAP_FRAME_ATTRIBUTE = 'data-tap-frame';
/** A frame's name: lowercase, so it goes into a selector and an attribute as it is. */
export const TAP_FRAME_NAME = /^[a-z][a-z0-9-]*$/;
