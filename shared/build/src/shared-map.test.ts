import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSharedMap } from './shared-map';
import { buildConfig } from './index';

const shellDir = path.resolve(import.meta.dirname, '../../../shell');

describe('createSharedMap', () => {
  const map = createSharedMap(shellDir);

  it('shares every context-holding package and its subpaths as a singleton', () => {
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router-dom',
      'styled-components',
      '@tanstack/react-query',
      'zustand',
      '@momentum/app-kit/session',
      '@momentum/api-client/client',
      '@momentum/ui/theme',
      '@momentum/ui/icons/home',
    ]) {
      expect(map[key], key).toMatchObject({ singleton: true });
    }
  });

  it('uses real semver versions, never workspace:*', () => {
    for (const [key, entry] of Object.entries(map)) {
      expect(entry.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion, key).toBe(`^${entry.version}`);
    }
    expect(map['react-dom/client']?.version).toBe(map['react-dom']?.version);
  });

  it('does not share font files', () => {
    expect(Object.keys(map).some((key) => key.includes('/fonts/'))).toBe(false);
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
