// Keeps Chromium's `beforeinstallprompt` on `window` until the shell's listener takes it: on a visit the
// service worker serves it can fire before the app's code runs, and an uncaught one is lost to the
// browser's own mini-infobar. Every shell page carries it in its <head> (build/html-page.ts).

/** Where the kept event waits for the app. */
export const INSTALL_PROMPT_KEY = 'momentumInstallPrompt';

/**
 * Written as the production HTML minifier writes it, so the page holds exactly this text and the hash
 * allows it (writeFirstVisitPages fails the build otherwise).
 */
export const INSTALL_PROMPT_KEEPER = `addEventListener("beforeinstallprompt",function(t){t.preventDefault(),window.${INSTALL_PROMPT_KEY}=t})`;
