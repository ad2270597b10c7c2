// The ONE federation `shared` map (ADR 0001, ADR 0006): what holds React context or module state is a singleton,
// else a remote silently gets its own router, cache or session; stateless code is bundled where it is used.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

type SharedEntry = { singleton: true; requiredVersion: string; version: string; eager?: boolean };
export type SharedMap = Record<string, SharedEntry>;

/** The router is shared as `@momentum/app-kit/router`, the part of react-router the apps use (ADR 0006). */
const THIRD_PARTY: Record<string, string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'styled-components': ['styled-components'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  zustand: ['zustand'],
};

/** Imported by package name even inside their packages, so every import goes through the share scope (shared-map.test.ts). */
export const STATEFUL_WORKSPACE_MODULES: Record<string, string[]> = {
  'app-kit': ['session', 'router', 'navigate-bridge'],
  'api-client': ['client'],
  ui: ['toast-context', 'modal-stack'],
};

export const sharedRoot = path.resolve(import.meta.dirname, '../..');

function readJson(file: string): { name?: string; version?: string } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && readJson(file).name === pkg) return readJson(file).version ?? '0.0.0';
    dir = path.dirname(dir);
  }
  throw new Error(`@momentum/rspack-config: cannot find the version of ${pkg} from ${appDir}`);
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
  for (const [dir, subpaths] of Object.entries(STATEFUL_WORKSPACE_MODULES)) {
    const manifest = readJson(path.join(sharedRoot, dir, 'package.json'));
    if (!manifest.name || !manifest.version) throw new Error(`@momentum/rspack-config: shared/${dir} has no name or version`);
    for (const subpath of subpaths) add(`${manifest.name}/${subpath}`, manifest.version);
  }
  return map;
}
