// Whether a build is older than its sources: `pnpm start`, `pnpm start:topology` and the API's own
// build (api/scripts/build.mjs) rebuild only then, by comparing modification times.
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '@momentum/apps';

export function newestMtime(paths: string[], skip: string[] = ['node_modules', 'dist']): number {
  let max = 0;
  const walk = (p: string): void => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (!skip.includes(entry)) walk(path.join(p, entry));
    } else max = Math.max(max, stat.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

// static-host and first-visit feed the shell's build; every build reads static-host's rules and the list of apps.
const SHARED_SOURCES = ['shared/ui', 'shared/app-kit', 'shared/api-client', 'shared/rspack-config', 'shared/first-visit', 'shared/contracts/src', 'shared/static-host/src', 'shared/apps/src', 'pnpm-lock.yaml'];

export function frontEndNeedsBuild(root: string): boolean {
  const shared = newestMtime(SHARED_SOURCES.map((p) => path.join(root, p)));
  return APPS.some((app) => {
    const dir = path.join(root, app.dir);
    const marker = path.join(dir, 'dist', app.name === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(marker)) return true;
    const own = newestMtime(['src', 'prerender', 'public', 'rspack.config.ts', 'package.json'].map((p) => path.join(dir, p)));
    return Math.max(shared, own) > fs.statSync(marker).mtimeMs;
  });
}
