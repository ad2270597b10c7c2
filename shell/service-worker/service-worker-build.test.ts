// The worker is compiled for the same browsers as the pages (.browserslistrc), syntax only.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleSetRule, SwcLoaderOptions } from '@rspack/core';
import { swcEnv } from '@momentum/rspack-config';
import { serviceWorkerConfig } from './service-worker-build';

const shellDir = path.resolve(import.meta.dirname, '..');

describe("the service worker's build", () => {
  it("lowers the worker's syntax for the supported browsers and injects no polyfill", () => {
    const rule = serviceWorkerConfig(shellDir).module?.rules?.find((r): r is RuleSetRule => (r as RuleSetRule)?.loader === 'builtin:swc-loader');
    const options = rule?.options as SwcLoaderOptions;
    expect(options.env).toEqual(swcEnv(shellDir));
    expect(options.env?.targets).toContain('iOS >= 16.4');
    expect(options.jsc?.target).toBeUndefined();
    expect(options.env).not.toHaveProperty('mode');
  });
});
