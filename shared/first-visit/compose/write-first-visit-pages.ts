// The shell's build step that writes /login's page (ADR 0007) and each tab's frame (ADR 0009) into dist/.
import path from 'node:path';
import fs from 'node:fs';
import type { RspackOptions } from '@rspack/core';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import type { RemoteKey } from '@momentum/app-kit/runtime-config';
import { composeLoginPage, composeTabFramePage, localAssetUrls, type RenderedScreen } from './compose-page';
import { LOGIN_PAGE_FILE, TAB_FRAMES_DIR } from '../page-contract/page-files';
import { prerenderConfig } from './prerender-config';
import { PRERENDER_ORIGIN } from './prerender/prerender-origin';
import { INSTALL_PROMPT_KEEPER } from '../page-contract/inline-scripts';

interface ShellScreens {
  login: RenderedScreen;
  tabFrame(key: RemoteKey): RenderedScreen;
}

export interface FirstVisitPagesOptions {
  /** Passed in: @momentum/rspack-config, which has writeCompressedSiblings, builds on this package. */
  precompress(file: string): void;
}

function writeFirstVisitPages(distDir: string, screens: ShellScreens, { precompress }: FirstVisitPagesOptions): void {
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Inline scripts are allowed by the hash of their exact text: one the HTML minifier rewrote would be refused.
  if (!indexHtml.includes(`<script>${INSTALL_PROMPT_KEEPER}</script>`)) throw new Error('prerender: index.html lost the install-event keeper or its exact text (see runtime/inline-scripts/install-prompt-keeper.ts)');
  writePage(distDir, LOGIN_PAGE_FILE, composeLoginPage(indexHtml, screens.login));
  precompress(path.join(distDir, LOGIN_PAGE_FILE));
  for (const { key } of REMOTES) writePage(distDir, `${TAB_FRAMES_DIR}/${key}.html`, composeTabFramePage(indexHtml, screens.tabFrame(key), key));
}

function writePage(distDir: string, file: string, page: string): void {
  const missing = localAssetUrls(page).filter((url) => !fs.existsSync(path.join(distDir, url)));
  if (missing.length > 0) throw new Error(`prerender: ${file} names files the build did not emit: ${missing.join(', ')}`);
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), page);
}

export interface ShellScreenModules {
  loginScreen: string;
  tabFrame: string;
}

export function firstVisitPagesConfig(shellDir: string, modules: ShellScreenModules, options: FirstVisitPagesOptions): RspackOptions {
  return prerenderConfig({
    appDir: shellDir,
    entries: { 'login-screen': modules.loginScreen, 'tab-frame': modules.tabFrame },
    signedIn: ['tab-frame'],
    // The Kakao button reads the page's origin while rendering; Node has no window.
    define: { 'window.location.origin': JSON.stringify(PRERENDER_ORIGIN) },
    write(bundles, distDir) {
      const login = bundles['login-screen'] as { renderShellScreen(pathname: string): RenderedScreen };
      const frames = bundles['tab-frame'] as { renderTabFrame(key: RemoteKey): RenderedScreen };
      writeFirstVisitPages(distDir, { login: login.renderShellScreen('/login'), tabFrame: (key) => frames.renderTabFrame(key) }, options);
    },
  });
}
