// The Node layer's tab pages written as files under tab-pages/ for a plain static host
// (deploy/nginx/momentum-shell.conf), by the same function, so both hosts send the same bytes (ADR 0014).
// They hold a remote's screen, so they are rewritten whenever the config names another release.
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
 * The page of every tab route a remote's build names, for each tab of `config`. A remote missing from
 * `reads`, or a screen already out of date at `now`, leaves its routes to index.html.
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
