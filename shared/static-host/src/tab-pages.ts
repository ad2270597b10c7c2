// The deploy step that writes a plain static host's tab pages (ADR 0014 Decision 4) and the page policy
// include allowing them. Run on every shell deploy and every flip of a remote's release: the pages hold
// that release's screen.
import fs from 'node:fs';
import path from 'node:path';
import { composeTabPages, readRemoteBuild, type PageConfig, type ReadJson, type RemoteReads, type TabPage } from './first-visit.js';
import { nginxSecurityHeaders, shellPages } from './static-host-files.js';
import { writeTabPageFiles } from './tab-page-files.js';

const FETCH_TIMEOUT_MS = 10_000;

/** Reads a JSON file over HTTP(S): null on a non-2xx answer. */
export const fetchJson: ReadJson = (url) =>
  fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.json() : null));

/**
 * What the build of every remote `config` names says, by manifest URL. Refuses (throws) when a
 * manifest cannot be read: a deploy must not go out with a remote that is not on its origin.
 */
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

/** The tab pages for `config` from the shell's release folder and the remotes' builds. */
export async function tabPagesFor(shellDist: string, config: PageConfig, readJson: ReadJson = fetchJson): Promise<TabPage[]> {
  return composeTabPages({ root: shellDist, config, reads: await readRemotes(config, readJson) });
}

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
