import { defineConfig } from '@rspack/cli';
import type { RspackOptions } from '@rspack/core';
import { createAppConfig } from '@momentum/build';
import { loginPrerenderConfig } from './prerender/prerender-config';

const app = createAppConfig({ name: 'shell', port: 3000, isHost: true, title: '모멘텀' });

// A production build also writes dist/login.html, the /login screen prerendered (ADR 0007); the dev
// server serves index.html everywhere, as before.
export default defineConfig((env, argv) => {
  const browser = app(env, argv) as RspackOptions;
  return browser.mode === 'production' ? [browser, loginPrerenderConfig(import.meta.dirname)] : browser;
});
