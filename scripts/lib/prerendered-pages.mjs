// Pages the shell's build prerendered (shell/prerender, ADR 0007). On these URLs the static server
// answers with the prerendered page instead of the empty index.html, so the screen paints from the
// HTML before any script has run; the shell's React then renders the same screen over it.
// Only /login: the splash (/) is an animation with a timer, and a signed-out visit to a tab is sent to
// /login by the app, which only the browser can decide (the token lives in localStorage).
import fs from 'node:fs';
import path from 'node:path';

/** URL path → file in the shell's dist/ (written by shell/prerender/prerender-config.ts). */
export const PRERENDERED_PAGES = { '/login': 'login.html', '/login/': 'login.html' };

/**
 * The prerendered page for `pathname` in the build at `root`, or null (no such page, or a build
 * without it: index.html then serves as before).
 * @param {string} root
 * @param {string} pathname
 */
export function prerenderedPage(root, pathname) {
  const name = Object.hasOwn(PRERENDERED_PAGES, pathname) ? PRERENDERED_PAGES[pathname] : null;
  if (!name) return null;
  const file = path.join(root, name);
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}
