// Chromium fires `beforeinstallprompt` as soon as the app can be installed, which on a visit a service
// worker serves can be before the app's code has run; an event nobody caught is lost, and the browser
// shows its own mini-infobar instead of our offer. Every shell page carries this script in its <head>
// (build/html-page.ts, with the install links): it keeps the browser's prompt back and the event on
// `window`, where the shell's listener takes it at start (shell/src/pwa/install-prompt.ts).

/** Where the kept event waits for the app. */
export const INSTALL_PROMPT_KEY = 'momentumInstallPrompt';

/**
 * Written as the production HTML minifier writes it, so the page holds exactly this text and the hash
 * allows it (writeFirstVisitPages fails the build otherwise).
 */
export const INSTALL_PROMPT_KEEPER = `addEventListener("beforeinstallprompt",function(t){t.preventDefault(),window.${INSTALL_PROMPT_KEY}=t})`;
