// Puts a plain static host's tab pages (@momentum/first-visit's tabPagesFor, ADR 0014 Decision 4) in
// place behind the page policy include that allows them: the host's policy, so it lives here. Run on
// every shell deploy and every flip of a remote's release: the pages hold that release's screen.
import fs from 'node:fs';
import path from 'node:path';
import { writeTabPageFiles, type PageConfig, type TabPage } from '@momentum/first-visit/server';
import { nginxSecurityHeaders, shellPages } from './static-host-files.js';

export interface DeployTabPages {
  shellDist: string;
  /** The runtime config the pages will read (the one app-config.json holds, or is about to). */
  config: PageConfig;
  pages: readonly TabPage[];
  /** The nginx include with the page policy. */
  headersFile: string;
  /**
   * Makes the web server read the include again (`nginx -s reload`). Needed when the server is already
   * serving and the policy changes (a release whose screen has other styles); without it such a
   * change is refused before anything is written.
   */
  reload?: () => Promise<void> | void;
}

/**
 * Puts new tab pages in place so no page is ever sent under a policy that refuses its inline parts: the
 * include first (allowing old and new pages), then the pages. Returns whether the policy changed.
 */
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
