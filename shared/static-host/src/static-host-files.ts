// A static host's /app-config.json and the pages' CSP as an nginx include, from one config, so the policy allows exactly its origins.
import fs from 'node:fs';
import path from 'node:path';
import { pageHashes, tabPageFiles, writeTabPageFiles, type TabPage } from '@momentum/first-visit/server';
import { pagePolicy } from './security-headers.js';

export const DEPLOY_DIR = 'dist-deploy';
export const NGINX_HEADERS_FILE = 'security-headers.conf';

export function shellPages(shellDist: string): string[] {
  const top = fs
    .readdirSync(shellDist)
    .filter((name) => name.endsWith('.html'))
    .sort();
  return [...top, ...tabPageFiles(shellDist)].map((name) => fs.readFileSync(path.join(shellDist, name), 'utf8'));
}

/** One header for all the shell's pages, allowing the inline parts of each. */
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

export function writeAppConfig(shellDist: string, config: unknown): void {
  fs.writeFileSync(path.join(shellDist, 'app-config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

export function writeStaticHostFiles({ shellDist, config, headersFile, writeConfig = true, tabPages }: { shellDist: string; config: unknown; headersFile: string; writeConfig?: boolean; tabPages?: readonly TabPage[] }): void {
  if (tabPages) writeTabPageFiles(shellDist, tabPages);
  if (writeConfig) writeAppConfig(shellDist, config);
  fs.mkdirSync(path.dirname(headersFile), { recursive: true });
  fs.writeFileSync(headersFile, nginxSecurityHeaders(config, shellPages(shellDist)));
}
