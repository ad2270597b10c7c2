// The server side of a first visit, for the Node layer (@momentum/static-host's serve-static): one entry,
// `firstVisitResponse`, that picks the HTML a request gets and the policy it goes with; the remote
// hint cache it reads remotes' builds through; and the page hashes a plain static host's policy needs.
// Node runs this as the bundle `dist/server.mjs` (build-server-runtime.mjs): plain `node` cannot load
// TypeScript, and the Node layer must run without a TypeScript loader (ADR 0013).
import fs from 'node:fs';
import path from 'node:path';
import { addTabPageHints, tabOf, type PageConfig } from './page-hints';
import { pageHashes, type PagePolicy } from './page-csp';
import { prerenderedPage } from './prerendered-pages';
import { prerenderedTabPage } from './prerendered-tabs';
import type { RemoteHintCache } from './remote-build-reads';

export { createRemoteHintCache, firstRequestsFromFile, type RemoteHintCache, type RemoteReads } from './remote-build-reads';
export { cspHash, inlineScriptHashes, inlineStyleHashes, pageHashes, type PageHashes, type PagePolicy } from './page-csp';
export { addTabPageHints, REMOTE_ENTRY_MARKER, tabOf, type PageConfig, type Tab } from './page-hints';
export { PRERENDERED_PAGES, prerenderedPage } from './prerendered-pages';
export { prerenderedTabPage, REMOTE_SCREEN_MARKER, screensFromFile, type PrerenderedTabScreens, type TabScreen } from './prerendered-tabs';
export { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE_ID, KAKAO_LINK_SCRIPT, KNOWN_INLINE_SCRIPTS, SIGNED_OUT_GATE } from '../inline-scripts';

export interface FirstVisitRequest {
  /** The shell's dist/ (or a remote's, for its standalone page). */
  root: string;
  /** The requested path, decoded. */
  pathname: string;
  /** The runtime config the page will read (/app-config.json as served). */
  config: unknown;
  /** The host's page policy around the page's own hashes. */
  policy: PagePolicy;
  /** The remotes' builds as last read; only the shell's server with a config has one. */
  remoteHints?: RemoteHintCache | null;
  /** The HTML file the request named itself; without it, the page of a client-side route is chosen. */
  page?: string;
}

/**
 * The HTML a first visit gets and its Content-Security-Policy. For a client-side route: the tab's page
 * with the remote's screen in it (ADR 0009), else the build's prerendered page (/login, ADR 0007), else
 * index.html. Then the tab's first GETs are named in it (ADR 0008), and the policy is computed from the
 * page as sent.
 */
export function firstVisitResponse({ root, pathname, config, policy, remoteHints = null, page }: FirstVisitRequest): { html: string; csp: string } {
  const pageConfig = config as PageConfig | null;
  const chosen = page ?? routePage(root, pathname, pageConfig, remoteHints);
  const html = addTabPageHints(chosen, pageConfig, pathname, remoteHints ? (url) => remoteHints.read(url) : undefined);
  return { html, csp: policy(config, pageHashes([html])) };
}

function routePage(root: string, pathname: string, config: PageConfig | null, remoteHints: RemoteHintCache | null): string {
  const tab = remoteHints ? tabOf(pathname, config) : null;
  const tabPage = tab && remoteHints ? prerenderedTabPage(root, tab, remoteHints.read(tab.manifest).screens) : null;
  if (tabPage !== null) return tabPage;
  return fs.readFileSync(prerenderedPage(root, pathname) ?? path.join(root, 'index.html'), 'utf8');
}
