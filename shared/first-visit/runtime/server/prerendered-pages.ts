// /login answered with the shell's prerendered page (ADR 0007). Only /login: the splash is a timed animation, and only
// the browser knows whether a tab visitor is signed in (the token lives in localStorage).
import fs from 'node:fs';
import path from 'node:path';

import { LOGIN_PAGE_FILE } from '../../page-contract/page-files';

export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/login': LOGIN_PAGE_FILE, '/login/': LOGIN_PAGE_FILE };

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
