// What a plain static host needs beside the shell's files (ADR 0013): /app-config.json and the pages'
// security headers as an nginx include, from one config object, so the policy allows exactly the
// origins the page will read.
import fs from 'node:fs';
import path from 'node:path';
import { pageHashes, tabPageFiles, writeTabPageFiles, type TabPage } from '@momentum/first-visit/server';
import { pagePolicy } from './security-headers.js';

/** Beside `shell/dist/`: files for the web server's configuration, not for browsers (ignored by git). */
export const DEPLOY_DIR = 'dist-deploy';
export const NGINX_HEADERS_FILE = 'security-headers.conf';

/** The shell's pages a static host sends as they are: the top-level HTML files of its build and its tab pages. */
export function shellPages(shellDist: string): string[] {
  const top = fs
    .readdirSync(shellDist)
    .filter((name) => name.endsWith('.html'))
    .sort();
  return [...top, ...tabPageFiles(shellDist)].map((name) => fs.readFileSync(path.join(shellDist, name), 'utf8'));
}

/**
 * The nginx include (server context) that gives the shell's pages their policy: one header for all of
 * them, allowing the inline parts of each. `config` is the runtime config the pages will read.
 */
export function nginxSecurityHeaders(config: unknown, pages: string[]): string {
  const csp = pagePolicy(config, pageHashes(pages));
  // The value goes between double quotes, where nginx reads `$` as a variable: a host name may hold one.
  if (/["\\$\n]/.test(csp)) throw new Error('static-host-files: the page policy holds a character nginx would read as syntax');
  return [
    '# Generated from the runtime config and the built pages by @momentum/static-host (static-host-files);',
    '# regenerate it whenever app-config.json names another origin, then reload nginx. Server context,',
    '# included after deploy/nginx/momentum-site.conf (momentum-http.conf sends this policy with pages only).',
    `set $momentum_page_csp "${csp}";`,
    '',
  ].join('\n');
}

/** The runtime config as the release folder's /app-config.json. */
export function writeAppConfig(shellDist: string, config: unknown): void {
  fs.writeFileSync(path.join(shellDist, 'app-config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Writes `app-config.json` into the release folder (unless `writeConfig` is false: the deploy keeps its
 * own), the tab pages when given (tab-pages.ts makes them; a release folder no server sends yet, else
 * deployTabPages) and the nginx headers include to `headersFile`.
 */
export function writeStaticHostFiles({ shellDist, config, headersFile, writeConfig = true, tabPages }: { shellDist: string; config: unknown; headersFile: string; writeConfig?: boolean; tabPages?: readonly TabPage[] }): void {
  if (tabPages) writeTabPageFiles(shellDist, tabPages);
  if (writeConfig) writeAppConfig(shellDist, config);
  fs.mkdirSync(path.dirname(headersFile), { recursive: true });
  fs.writeFileSync(headersFile, nginxSecurityHeaders(config, shellPages(shellDist)));
}
