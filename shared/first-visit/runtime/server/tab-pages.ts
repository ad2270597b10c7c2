// A plain static host cannot compose a page per request the way the Node layer does (index.ts): it
// sends files. So the deploy step, once the remotes the config names are on their origin, writes the
// page each tab route would get from the Node layer (the tab's frame with the remote's prerendered
// screen, the route's first GETs and the script that starts them, ADR 0014 Decision 4) as a file under
// tab-pages/, and the host answers the route with it (deploy/nginx/momentum-shell.conf). The pages are
// made by the same function as the Node layer's answers, so both hosts send the same bytes.
// They hold a remote's screen, so they are written again whenever the config names another release.
import path from 'node:path';
import { TAB_PAGES_DIR } from '../../build/page-files';
import { firstVisitResponse } from './first-visit-response';
import { tabOf, type PageConfig } from './page-hints';
import type { RemoteReads } from './remote-build-reads';

export { TAB_PAGES_DIR };

/** One page for a static host: its path inside the shell's release folder and its text. */
export interface TabPage {
  file: string;
  html: string;
}

/** `tab-pages/home.html` for /home, `tab-pages/feed/friends.html` for /feed/friends. */
export function tabPageFile(pathname: string): string {
  return path.posix.join(TAB_PAGES_DIR, `${pathname.replace(/^\/+|\/+$/g, '')}.html`);
}

/**
 * The page of every tab route a remote's build names (first GETs or a prerendered screen), for each tab
 * of `config`, from what each remote's build said (`reads` by manifest URL; a remote missing there gets
 * no pages, and its routes fall back to index.html). `now` decides which screens are still right: a
 * screen already out of date is left out (its route's page is index.html with the GETs).
 */
export function composeTabPages({ root, config, reads, now = Date.now() }: { root: string; config: PageConfig; reads: ReadonlyMap<string, RemoteReads>; now?: number }): TabPage[] {
  const pages: TabPage[] = [];
  for (const key of Object.keys(config.remotes ?? {}).sort()) {
    const manifest = tabOf(`/${key}`, config)?.manifest;
    const remote = manifest ? reads.get(manifest) : undefined;
    if (!remote) continue;
    const screens = Object.fromEntries(Object.entries(remote.screens).filter(([, screen]) => now < screen.validUntil));
    const known: RemoteReads = { requests: remote.requests, screens };
    for (const route of [...new Set([...Object.keys(remote.requests), ...Object.keys(screens)])].sort()) {
      const pathname = route === '/' ? `/${key}` : `/${key}${route}`;
      // Only a route whose path tabOf maps back to the same tab and route can be served from a file.
      if (tabOf(pathname, config)?.route !== route) continue;
      const { html } = firstVisitResponse({ root, pathname, config, policy: () => '', remoteHints: { read: () => known, warm: async () => [] }, now });
      pages.push({ file: tabPageFile(pathname), html });
    }
  }
  return pages;
}
