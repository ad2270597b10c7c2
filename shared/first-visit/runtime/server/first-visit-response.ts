// The Node layer's answer to an HTML request; the static host's deploy step writes the same answers as files (tab-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { addTabPageHints, tabOf, type PageConfig } from './page-hints';
import { pageHashes, type PagePolicy } from './page-csp';
import { prerenderedPage } from './prerendered-pages';
import { prerenderedTabPage } from './prerendered-tabs';
import type { RemoteHintCache } from './remote-build-reads';

export interface FirstVisitRequest {
  root: string;
  pathname: string;
  config: unknown;
  policy: PagePolicy;
  remoteHints?: RemoteHintCache | null;
  page?: string;
  now?: number;
}

/** The tab's page (ADR 0009), else the prerendered page (ADR 0007), else index.html; then its first GETs (ADR 0008). */
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
