// What a served script is made of, read from its source map beside the repository's dist (the build
// writes maps to <app>/dist-sourcemaps/, never into the served folder): the packages
// whose sources it carries, by share of original source size (a hint at what to trim, not exact bytes).
import fs from 'node:fs';
import path from 'node:path';
import { appDirs, ports, repoRoot, type AppName } from '@momentum/stack/stack-config';
import { SOURCE_MAP_DIR } from '@momentum/static-host/served-files';

function appOfPort(port: number): AppName | null {
  const entry = Object.entries(ports).find(([, p]) => p === port);
  return entry && entry[0] !== 'api' && entry[0] !== 'fakeAi' ? (entry[0] as AppName) : null;
}

/** `react-dom`, `@tanstack/query-core`, `shared/ui`, `(app src)`, `(rspack runtime)`, … */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [first = '', second = ''] = source.slice(nm + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const shared = /shared\/([a-z-]+)\//.exec(source);
  if (shared) return `shared/${shared[1]}`;
  if (/webpack\/runtime|rspack\/runtime|\(webpack\)|webpack\/container|webpack\/sharing/.test(source)) return '(rspack runtime)';
  return '(app src)';
}

/** Top packages of the script at `url`, e.g. `react-dom 92%, scheduler 3%`; '' when no map is found. */
export function describeScript(url: string, top = 3): string {
  const u = new URL(url);
  const app = appOfPort(Number(u.port));
  if (!app) return '';
  const mapFile = path.join(repoRoot, appDirs[app], SOURCE_MAP_DIR, `${path.basename(u.pathname)}.map`);
  if (!fs.existsSync(mapFile)) return '';
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const sizes = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 0;
    sizes.set(packageOf(source), (sizes.get(packageOf(source)) ?? 0) + size);
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => `${name} ${Math.round((size / total) * 100)}%`)
    .join(', ');
}
