// The shell's build step that writes its prerendered pages: dist/login.html (ADR 0007) and a frame
// page per tab, dist/tab-frames/<key>.html (ADR 0009). A Node-targeted compilation of the screens
// (shared/build prerender-config.ts), run after the browser build, renders them into the browser
// build's index.html. The page's @font-face URLs are the files the app itself loads (checked here).
import path from 'node:path';
import fs from 'node:fs';
import type { RspackOptions } from '@rspack/core';
import { prerenderConfig, writeCompressedSiblings } from '@momentum/build';
import { PRERENDER_ORIGIN } from '@momentum/build/prerender-origin';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { composeLoginPage, localAssetUrls } from './compose-login-page';
import { composeTabFramePage } from './compose-tab-frame';
import type { renderShellScreen } from './login-screen';
import type { renderTabFrame } from './tab-frame';

/** The file the static server (`shared/static-host`) answers /login with (scripts/lib/prerendered-pages.mjs). */
export const LOGIN_PAGE_FILE = 'login.html';
/** `tab-frames/<key>.html`: the frames scripts/lib/prerendered-tabs.mjs fills with a remote's screen. */
export const TAB_FRAMES_DIR = 'tab-frames';

function writePage(distDir: string, file: string, page: string): void {
  const missing = localAssetUrls(page).filter((url) => !fs.existsSync(path.join(distDir, url)));
  if (missing.length > 0) throw new Error(`prerender: ${file} names files the build did not emit: ${missing.join(', ')}`);
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), page);
  // A static host sends /login's page as it is: precompressed like every other file of the build.
  if (file === LOGIN_PAGE_FILE) writeCompressedSiblings(path.join(distDir, file));
}

export function shellPrerenderConfig(shellDir: string): RspackOptions {
  return prerenderConfig({
    appDir: shellDir,
    entries: { 'login-screen': './prerender/login-screen.tsx', 'tab-frame': './prerender/tab-frame.tsx' },
    // The Kakao button reads the page's origin while rendering; Node has no window.
    define: { 'window.location.origin': JSON.stringify(PRERENDER_ORIGIN) },
    write(bundles, distDir) {
      const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const login = bundles['login-screen'] as { renderShellScreen: typeof renderShellScreen };
      writePage(distDir, LOGIN_PAGE_FILE, composeLoginPage(indexHtml, login.renderShellScreen('/login')));
      const frames = bundles['tab-frame'] as { renderTabFrame: typeof renderTabFrame };
      for (const { key } of REMOTES) {
        writePage(distDir, `${TAB_FRAMES_DIR}/${key}.html`, composeTabFramePage(indexHtml, frames.renderTabFrame(key), key));
      }
    },
  });
}
