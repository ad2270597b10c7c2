// The Node layer's tab pages as files for a plain static host, by the same function, so both send the same bytes
// (ADR 0014). They hold a remote's screen: rewritten whenever the config names another release.
import path from 'node:path';
import { TAB_PAGES_DIR } from '../../page-contract/page-files';
import { firstVisitResponse } from './first-visit-response';
import { tabOf, type PageConfig } from './page-hints';
import { readRemoteBuild, type ReadJson, type RemoteReads } from './remote-build-reads';

const FETCH_TIMEOUT_MS = 10_000;

export { TAB_PAGES_DIR };

export interface TabPage {
  file: string;
  html: string;
}

export function tabPageFile(pathname: string): string {
  return path.posix.join(TAB_PAGES_DIR, `${pathname.replace(/^\/+|\/+$/g, '')}.html`);
}

export function composeTabPages({ root, config, reads, now = Date.now() }: { root: string; config: PageConfig; reads: ReadonlyMap<string, RemoteReads>; now?: number }): TabPage[] {
  const pages: TabPage[] = [];
  for (const key of Object.keys(config.remotes ?? {}).sort()) {
    const manifest = tabOf(`/${key}`, config)?.manifest;
    const remote = manifest ? reads.get(manifest) : undefined;
    if (!remote) continue;
    const screens = Object.fromEntries(Object.entries(remote.screens).filter(([, screen]) => now < screen.validUntil));
    const known: RemoteReads = { ...remote, screens };
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

const fetchJson: ReadJson = (url) =>
  fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.json() : null));

/** Throws on an unreadable manifest: a deploy must not go out with a remote that is not on its origin. */
export async function readRemotes(config: PageConfig, readJson: ReadJson = fetchJson): Promise<Map<string, RemoteReads>> {
  const manifests = [...new Set(Object.values(config.remotes ?? {}).filter((url): url is string => typeof url === 'string'))];
  const reads = await Promise.all(
    manifests.map(async (url) => {
      const remote = await readRemoteBuild(url, readJson).catch((error: Error) => {
        throw new Error(`tab-pages: cannot read ${url}: ${error.message}`);
      });
      if (!remote) throw new Error(`tab-pages: ${url} is not there; publish the remote before naming it`);
      return [url, remote] as const;
    }),
  );
  return new Map(reads);
}

export async function tabPagesFor(shellDist: string, config: PageConfig, readJson: ReadJson = fetchJson): Promise<TabPage[]> {
  return composeTabPages({ root: shellDist, config, reads: await readRemotes(config, readJson) });
}
