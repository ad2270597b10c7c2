// The static half of the topology's nginx: the shell's origin and one origin for the remotes (a CDN),
// each made of the committed snippets in deploy/nginx/ (the ones docs/deploy.md tells operators to
// use), so the topology test proves the configuration we ship, not a copy of it.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo';

const NGINX_SNIPPETS = path.join(REPO_ROOT, 'deploy', 'nginx');

export interface StaticSitesPlan {
  /** The shell's release folder (its dist/ plus app-config.json) and the port its origin listens on. */
  shell: { listen: number; root: string; headersFile: string };
  /** The remotes' origin: a folder of `<app>/<release>/` builds. */
  cdn: { listen: number; root: string };
  /** Debian's brotli-static module is loaded: send the .br siblings too. */
  brotli: boolean;
}

const snippet = (name: string) => {
  const file = path.join(NGINX_SNIPPETS, name);
  if (!fs.existsSync(file)) throw new Error(`static-sites: ${file} is missing`);
  return `include ${file};`;
};

/** http-context text: the http-level snippets, then one server block per origin. */
export function renderStaticSites(plan: StaticSitesPlan): string {
  const http = [snippet('momentum-http.conf'), ...(plan.brotli ? [snippet('momentum-brotli.conf')] : [])];
  const shell = [
    'server {',
    `    listen 127.0.0.1:${plan.shell.listen};`,
    `    root ${plan.shell.root};`,
    `    ${snippet('momentum-site.conf')}`,
    `    include ${plan.shell.headersFile};`,
    `    ${snippet('momentum-shell.conf')}`,
    '}',
  ];
  const cdn = [
    'server {',
    `    listen 127.0.0.1:${plan.cdn.listen};`,
    `    root ${plan.cdn.root};`,
    `    ${snippet('momentum-site.conf')}`,
    `    ${snippet('momentum-remote.conf')}`,
    '}',
  ];
  return [...http, '', ...shell, '', ...cdn, ''].join('\n');
}
