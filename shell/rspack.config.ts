import { defineConfig } from '@rspack/cli';
import { rspack, type RspackOptions } from '@rspack/core';
import { app } from '@momentum/apps';
import { createAppConfig, writeCompressedSiblings } from '@momentum/rspack-config';
import { firstVisitPagesConfig } from '@momentum/first-visit/compose';
import { serviceWorkerConfig } from './service-worker/service-worker-build';

const shell = createAppConfig(app('shell'), { title: '모멘텀' });

// A production build also writes the first-visit pages from the screens in prerender/: dist/login.html
// (ADR 0007) and the tabs' frames, dist/tab-frames/*.html (ADR 0009), composed by @momentum/first-visit
// (shared/first-visit/README.md); the dev server serves index.html everywhere.
const firstVisitPages = (shellDir: string) =>
  firstVisitPagesConfig(shellDir, { loginScreen: './prerender/login-screen.tsx', tabFrame: './prerender/tab-frame.tsx' }, { precompress: writeCompressedSiblings });
export default defineConfig((env, argv) => {
  const browser = shell(env, argv) as RspackOptions;
  // The install files (manifest, pixel icons from install/pixel-icon.mjs) at fixed URLs, as they are.
  browser.plugins = [...(browser.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })];
  // ... and the service worker, with the browser build's files as its precache list.
  return browser.mode === 'production'
    ? [browser, firstVisitPages(import.meta.dirname), serviceWorkerConfig(import.meta.dirname)]
    : browser;
});
