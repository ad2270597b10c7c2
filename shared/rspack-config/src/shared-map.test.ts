import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSharedMap, sharedRoot, STATEFUL_WORKSPACE_MODULES } from './shared-map';
import { buildConfig } from './index';

const shellDir = path.resolve(import.meta.dirname, '../../../shell');

describe('createSharedMap', () => {
  const map = createSharedMap(shellDir);

  it('shares every context-holding package and stateful module as a singleton', () => {
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'styled-components',
      '@tanstack/react-query',
      'zustand',
      '@momentum/app-kit/session',
      '@momentum/app-kit/router',
      '@momentum/api-client/client',
      '@momentum/ui/toast-context',
      '@momentum/ui/modal-stack',
    ]) {
      expect(map[key], key).toMatchObject({ singleton: true });
    }
  });

  it('shares the router only through the app-kit facade, and stateless modules not at all', () => {
    for (const key of ['react-router', 'react-router-dom', '@momentum/ui/icons/home', '@momentum/ui/theme', '@momentum/ui/modal', '@momentum/ui/toast', '@momentum/api-client/home/queries']) {
      expect(map[key], key).toBeUndefined();
    }
  });

  it('uses real semver versions, never workspace:*', () => {
    for (const [key, entry] of Object.entries(map)) {
      expect(entry.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion, key).toBe(`^${entry.version}`);
    }
    expect(map['react-dom/client']?.version).toBe(map['react-dom']?.version);
  });
});

/** Every source file of a shared package (tests left out), with its text. */
function sources(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`)) {
        out.push({ file: full, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(path.join(sharedRoot, dir, 'src'));
  return out;
}

/** The files a package's shared subpaths point at. */
function sharedTargets(dir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(sharedRoot, dir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return new Set((STATEFUL_WORKSPACE_MODULES[dir] ?? []).map((subpath) => path.join(sharedRoot, dir, manifest.exports[`./${subpath}`]!)));
}

/** Relative imports of a file, resolved to files. */
function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => {
    const base = path.resolve(path.dirname(file), m[1]!);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? base;
  });
}

/** Module state that two copies of a module would split: React context, a zustand store, a top-level let. */
const STATE = /createContext\(|\bcreate<|\bcreate\(\(|^let /m;

describe('the shared workspace modules', () => {
  for (const dir of Object.keys(STATEFUL_WORKSPACE_MODULES)) {
    const files = sources(dir);
    const targets = sharedTargets(dir);

    it(`${dir}: every file with module state is shared, or reached only from a shared module`, () => {
      for (const { file } of files.filter((f) => STATE.test(f.text))) {
        if (targets.has(file)) continue;
        const importers = files.filter((f) => relativeImports(f.file, f.text).includes(file)).map((f) => f.file);
        expect(importers.length, `${path.relative(sharedRoot, file)} holds state but nothing shared imports it`).toBeGreaterThan(0);
        for (const importer of importers) {
          expect(targets.has(importer), `${path.relative(sharedRoot, file)} holds state and is imported by unshared ${path.relative(sharedRoot, importer)}`).toBe(true);
        }
      }
    });

    it(`${dir}: no file imports a shared module by a relative path (it would get its own copy)`, () => {
      for (const { file, text } of files) {
        for (const target of relativeImports(file, text)) {
          expect(targets.has(target), `${path.relative(sharedRoot, file)} imports ${path.relative(sharedRoot, target)} relatively`).toBe(false);
        }
      }
    });
  }
});

describe('the shell provides every stateful singleton', () => {
  it('lists each of them in shell-provided-singletons.ts', () => {
    const list = fs.readFileSync(path.join(shellDir, 'src/app/shell-provided-singletons.ts'), 'utf8');
    const imported = [...list.matchAll(/from '(@momentum\/[^']+)'/g)].map((m) => m[1]).sort();
    const stateful = Object.entries(STATEFUL_WORKSPACE_MODULES)
      .flatMap(([dir, subpaths]) => {
        const { name } = JSON.parse(fs.readFileSync(path.join(sharedRoot, dir, 'package.json'), 'utf8')) as { name: string };
        return subpaths.map((subpath) => `${name}/${subpath}`);
      })
      .sort();
    expect(imported).toEqual(stateful);
  });
});

describe('buildConfig', () => {
  it('hashes file names in production and keeps them stable in development', () => {
    const prod = buildConfig({ name: 'mfe_home', port: 3001, exposes: { './routes': './src/exposes/routes.tsx' }, appDir: shellDir }, false);
    const dev = buildConfig({ name: 'mfe_home', port: 3001, appDir: shellDir }, true);
    expect(prod.output?.filename).toContain('[contenthash');
    expect(dev.output?.filename).toBe('[name].js');
    expect(prod.output?.publicPath).toBe('auto');
    expect(dev.devServer).toMatchObject({ port: 3001, historyApiFallback: true, hot: true });
  });
});
