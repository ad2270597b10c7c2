// The Node layer's answer to an HTML request: which page a first visit gets and the hashes its policy
// is computed from. The deploy step for a static host writes the same answers as files (tab-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { addTabPageHints, tabOf, type PageConfig } from './page-hints';
import { pageHashes, type PagePolicy } from './page-csp';
import { prerenderedPage } from './prerendered-pages';
import { prerenderedTabPage } from './prerendered-tabs';
import type { RemoteHintCache } from './remote-build-reads';

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
  /** The time a prerendered screen must still be right at (its validUntil). */
  now?: number;
}

/**
 * The HTML a first visit gets and its CSP: the tab's page with its screen (ADR 0009), else the prerendered
 * page (ADR 0007), else index.html; then its first GETs (ADR 0008), and the policy of the page as sent.
 */
export function firstVisitResponse({ root, pathname, config, policy, remoteHints = null, page, now = Date.now() }: FirstVisitRequest): { html: string; csp: string } {
  const pageConfig = config as PageConfig | null;
  const chosen = page ?? routePage(root, pathname, pageConfig, remoteHints, now);
  const html = addTabPageHints(chosen, pageConfig, pathname, remoteHints ? (url) => remoteHints.read(url) : undefined);
  return { html, csp: policy(config, pageHashes([html])) };
}

function routePage(root: string, pathname: string, config: PageConfig | null, remoteHints: RemoteHintCache | null, now: number): string {
  const tab = remoteHints ? tabOf(pathname, config) : null;
  const tabPage = tab && remoteHints ? prerenderedTabPage(root, tab, remoteHints.read(tab.manifest).screens, now) : null;
  if (tabPage !== null) return tabPage;
  return fs.readFileSync(prerenderedPage(root, pathname) ?? path.join(root, 'index.html'), 'utf8');
}
