// The builds compile for the browsers of .browserslistrc, with no polyfills: the swc-loader options
// every app's build gets, and the iOS floor the list must keep. The service worker's build: its own test.
import path from 'node:path';
import browserslist from 'browserslist';
import { describe, expect, it } from 'vitest';
import type { RuleSetRule, SwcLoaderOptions } from '@rspack/core';
import { buildStandaloneConfig, browserTargets } from './index';

const shellDir = path.resolve(import.meta.dirname, '../../../shell');
const repoRoot = path.resolve(shellDir, '..');

function swcOptions(rules: unknown[] | undefined): SwcLoaderOptions {
  const rule = (rules ?? []).find((r): r is RuleSetRule => (r as RuleSetRule)?.loader === 'builtin:swc-loader');
  if (!rule) throw new Error('no builtin:swc-loader rule');
  return rule.options as SwcLoaderOptions;
}

describe('browser targets', () => {
  it('are the queries of the repository root .browserslistrc', () => {
    expect(browserTargets(shellDir)).toEqual(browserslist.loadConfig({ config: path.join(repoRoot, '.browserslistrc') }));
  });

  it('keep iOS 16.4, the first Safari with web push for a home-screen app', () => {
    const resolved = browserslist(browserTargets(shellDir));
    expect(resolved).toContain('ios_saf 16.4');
    expect(resolved).toContain('safari 16.4');
    expect(resolved.some((b) => b.startsWith('samsung '))).toBe(true);
    expect(resolved.some((b) => b.startsWith('and_chr '))).toBe(true);
    expect(resolved).toEqual(expect.arrayContaining(browserslist('Firefox ESR')));
  });

  it("are what SWC compiles an app's code for, syntax only", () => {
    const options = swcOptions(buildStandaloneConfig({ name: 'shell', port: 0, appDir: shellDir }).module?.rules);
    expect(options.env).toEqual({ targets: browserTargets(shellDir) });
    // SWC refuses jsc.target beside env; mode or coreJs would inject polyfills.
    expect(options.jsc?.target).toBeUndefined();
    expect(options.env).not.toHaveProperty('mode');
    expect(options.env).not.toHaveProperty('coreJs');
  });

  it('are what rspack writes its own runtime for', () => {
    expect(buildStandaloneConfig({ name: 'shell', port: 0, appDir: shellDir }).target).toBe('browserslist');
  });
});
