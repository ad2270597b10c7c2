/**
 * A placeholder origin that cannot resolve (.invalid, RFC 2606). The build renders URLs under it (the
 * fonts' public path, the Kakao link) and compose-login-page.ts turns them into the page's own URLs or
 * removes them, then checks none is left.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';
