// Pages the shell's build prerendered (build/write-first-visit-pages.ts, ADR 0007). On these URLs the static server
// answers with the prerendered page instead of the empty index.html, so the screen paints from the
// HTML before any script has run; the shell's React then renders the same screen over it.
// Only /login: the splash (/) is an animation with a timer, and a signed-out visit to a tab is sent to
// /login by the app, which only the browser can decide (the token lives in localStorage).
import fs from 'node:fs';
import path from 'node:path';

import { LOGIN_PAGE_FILE } from '../../build/page-files';

/** URL path → file in the shell's dist/ (written by build/write-first-visit-pages.ts). */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/login': LOGIN_PAGE_FILE, '/login/': LOGIN_PAGE_FILE };

/**
 * The prerendered page for `pathname` in the build at `root`, or null (no such page, or a build
 * without it: index.html then serves as before).
 */
export function prerenderedPage(root: string, pathname: string): string | null {
  const name = Object.hasOwn(PRERENDERED_PAGES, pathname) ? (PRERENDERED_PAGES[pathname] ?? null) : null;
  if (!name) return null;
  const file = path.join(root, name);
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}
