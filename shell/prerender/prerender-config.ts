// The shell's build step that writes dist/login.html (ADR 0007): a second, Node-targeted compilation
// of login-screen.tsx, run after the browser build ('federated'), whose plugin renders the screen into
// the browser build's index.html. Same loaders and asset names as the browser build, so the page's
// @font-face URLs are the files the app itself loads (the plugin checks each exists).
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type RspackOptions, type RspackPluginInstance } from '@rspack/core';
import { composeLoginPage, localAssetUrls } from './compose-login-page';
import { PRERENDER_ORIGIN } from './prerender-origin';
import type { renderShellScreen } from './login-screen';

/** The file `scripts/serve-static.mjs` answers /login with (scripts/lib/prerendered-pages.mjs). */
export const LOGIN_PAGE_FILE = 'login.html';

class WriteLoginPagePlugin implements RspackPluginInstance {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('WriteLoginPagePlugin', (compilation) => {
      const bundle = path.join(compilation.outputOptions.path!, 'login-screen.cjs');
      const require = createRequire(bundle);
      delete require.cache[bundle];
      const { renderShellScreen: render } = require(bundle) as { renderShellScreen: typeof renderShellScreen };
      const indexHtml = fs.readFileSync(path.join(this.distDir, 'index.html'), 'utf8');
      const page = composeLoginPage(indexHtml, render('/login'));
      const missing = localAssetUrls(page).filter((url) => !fs.existsSync(path.join(this.distDir, url)));
      if (missing.length > 0) throw new Error(`prerender: the login page names files the build did not emit: ${missing.join(', ')}`);
      fs.writeFileSync(path.join(this.distDir, LOGIN_PAGE_FILE), page);
    });
  }
}

export function loginPrerenderConfig(shellDir: string): RspackOptions {
  const distDir = path.join(shellDir, 'dist');
  return {
    name: 'login-prerender',
    // After the browser build: it cleans dist/ and writes index.html (with its preload hints).
    dependencies: ['federated'],
    mode: 'production',
    target: 'node20',
    context: shellDir,
    entry: { 'login-screen': './prerender/login-screen.tsx' },
    output: {
      // Build-time code, never served: outside dist/.
      path: path.join(shellDir, 'node_modules/.cache/login-prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs come out absolute under the placeholder origin; compose-login-page makes them local.
      publicPath: `${PRERENDER_ORIGIN}/`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        // Only the URLs are needed; the browser build emits the files.
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // The Kakao button reads the page's origin while rendering; Node has no window.
      new rspack.DefinePlugin({ 'window.location.origin': JSON.stringify(PRERENDER_ORIGIN) }),
      new WriteLoginPagePlugin(distDir),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
