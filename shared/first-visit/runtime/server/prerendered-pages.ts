// Answers /login with the page the shell's build prerendered (ADR 0007), so it paints before any script.
// Only /login: the splash is a timed animation, and whether a tab visitor is signed in only the browser
// knows (the token lives in localStorage).
import fs from 'node:fs';
import path from 'node:path';

import { LOGIN_PAGE_FILE } from '../../build/page-files';

/** URL path → file in the shell's dist/ (written by build/write-first-visit-pages.ts). */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/login': LOGIN_PAGE_FILE, '/login/': LOGIN_PAGE_FILE };

/**
 * The prerendered page for `pathname` in the build at `root`, or null (no such page, or a build
 * without it: index.html then serves).
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
