// Puts a static host's tab pages (ADR 0014) in place behind the policy include that allows them, on every deploy and release flip.
import fs from 'node:fs';
import path from 'node:path';
import { writeTabPageFiles, type PageConfig, type TabPage } from '@momentum/first-visit/server';
import { nginxSecurityHeaders, shellPages } from './static-host-files.js';

export interface DeployTabPages {
  shellDist: string;
  config: PageConfig;
  pages: readonly TabPage[];
  headersFile: string;
  /** Needed when a serving server's policy changes; without it such a change is refused before anything is written. */
  reload?: () => Promise<void> | void;
}

/** The include first (allowing old and new pages), then the pages: no page ever goes out under a policy refusing it. */
export async function deployTabPages({ shellDist, config, pages, headersFile, reload }: DeployTabPages): Promise<boolean> {
  const include = nginxSecurityHeaders(config, [...shellPages(shellDist), ...pages.map((page) => page.html)]);
  const before = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : null;
  const changed = include !== before;
  if (changed && before !== null && !reload) {
    throw new Error('tab-pages: these pages need a new page policy; deploy them with a reload of the web server');
  }
  if (changed) {
    fs.mkdirSync(path.dirname(headersFile), { recursive: true });
    fs.writeFileSync(headersFile, include);
    await reload?.();
  }
  writeTabPageFiles(shellDist, pages);
  return changed;
}
