// The ONE federation `shared` map (ADR 0001). Everything that holds React context or module state is a
// singleton, or a remote would silently get its own router, cache, theme or session.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

type SharedEntry = { singleton: true; requiredVersion: string; version: string; eager?: boolean };
export type SharedMap = Record<string, SharedEntry>;

/** Third-party singletons, each with the subpaths apps import directly. */
const THIRD_PARTY: Record<string, string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router'],
  'react-router-dom': ['react-router-dom'],
  'styled-components': ['styled-components'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  zustand: ['zustand'],
};

/** Workspace packages shared with every subpath of their `exports` (MF matches requests, not packages). */
const WORKSPACE = ['app-kit', 'api-client', 'ui'];

const sharedRoot = path.resolve(import.meta.dirname, '../..');

function readJson(file: string): { name?: string; version?: string; exports?: Record<string, unknown> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Finds a dependency's package.json from the app dir by walking up from its resolved entry. */
function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && readJson(file).name === pkg) return readJson(file).version ?? '0.0.0';
    dir = path.dirname(dir);
  }
  throw new Error(`@momentum/build: cannot find the version of ${pkg} from ${appDir}`);
}

/**
 * Every JS subpath of a package's `exports`; a wildcard (`./icons/*` → `./src/icons/*.tsx`) is
 * expanded to the files it matches, because MF shares by request and prefix keys trip Node's
 * deprecated trailing-slash resolution. Asset subpaths (fonts) are not modules to share.
 */
function subpathKeys(name: string, packageDir: string, exportsField: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const [key, target] of Object.entries(exportsField)) {
    if (typeof target !== 'string' || !/\.(tsx?|jsx?)$/.test(target)) continue;
    if (!key.includes('*')) {
      keys.push(key === '.' ? name : `${name}/${key.slice(2)}`);
      continue;
    }
    const [prefix = '', suffix = ''] = target.split('*');
    // `./src/icons/` names a folder; `./src/icons/icon-` would name a file prefix inside one.
    const dir = path.join(packageDir, prefix.endsWith('/') ? prefix : path.dirname(prefix));
    const filePrefix = prefix.endsWith('/') ? '' : path.basename(prefix);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(suffix) || !file.startsWith(filePrefix) || file.endsWith(`.test${suffix}`)) continue;
      keys.push(`${name}/${key.slice(2).replace('*', file.slice(filePrefix.length, file.length - suffix.length))}`);
    }
  }
  return keys;
}

export function createSharedMap(appDir: string): SharedMap {
  const map: SharedMap = {};
  const add = (key: string, version: string) => {
    map[key] = { singleton: true, requiredVersion: `^${version}`, version };
  };
  for (const [pkg, keys] of Object.entries(THIRD_PARTY)) {
    const version = installedVersion(appDir, pkg);
    for (const key of keys) add(key, version);
  }
  for (const dir of WORKSPACE) {
    const manifest = readJson(path.join(sharedRoot, dir, 'package.json'));
    if (!manifest.name || !manifest.version || !manifest.exports) continue;
    for (const key of subpathKeys(manifest.name, path.join(sharedRoot, dir), manifest.exports)) add(key, manifest.version);
  }
  return map;
}
