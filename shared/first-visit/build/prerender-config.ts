// A Node-targeted compilation, run after the browser build, that renders screens to HTML (ADR 0007,
// ADR 0009) with the browser build's loaders and asset names, so URLs in the HTML are the files the app
// loads. Never served: its bundles go to node_modules/.cache.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type RspackOptions, type RspackPluginInstance } from '@rspack/core';

import { PRERENDER_ORIGIN } from '../prerender/prerender-origin';

/** Put first in a signed-in entry's bundle: the session store then finds a token when it loads. */
const SIGNED_IN_STORAGE = path.join(import.meta.dirname, '../prerender/signed-in-storage.ts');

export interface PrerenderBuild {
  /** The app's folder (its dist/ receives what `write` writes). */
  appDir: string;
  /** Entry name → module, each compiled to `<entry>.cjs` and loaded with require once built. */
  entries: Record<string, string>;
  /** The entries that render as a signed-in visitor sees them (the tabs' frames and screens). */
  signedIn?: readonly string[];
  /** Gets each entry's exports by entry name; throws to fail the build. */
  write(bundles: Record<string, unknown>, distDir: string): void;
  /** Replacements for browser globals the render touches (e.g. `window.location.origin`). */
  define?: Record<string, string>;
}

class WritePrerenderedPlugin implements RspackPluginInstance {
  constructor(private readonly build: PrerenderBuild) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('WritePrerenderedPlugin', (compilation) => {
      const bundles: Record<string, unknown> = {};
      for (const entry of Object.keys(this.build.entries)) {
        const file = path.join(compilation.outputOptions.path!, `${entry}.cjs`);
        const require = createRequire(file);
        delete require.cache[file];
        bundles[entry] = require(file);
      }
      this.build.write(bundles, path.join(this.build.appDir, 'dist'));
    });
  }
}

export function prerenderConfig(build: PrerenderBuild): RspackOptions {
  return {
    name: 'prerender',
    // After the browser build: it cleans dist/ and writes index.html.
    dependencies: ['federated'],
    mode: 'production',
    target: 'node20',
    context: build.appDir,
    // An entry of several modules runs them in order and exports the last one's exports.
    entry: Object.fromEntries(Object.entries(build.entries).map(([name, file]) => [name, build.signedIn?.includes(name) ? [SIGNED_IN_STORAGE, file] : file])),
    output: {
      path: path.join(build.appDir, 'node_modules/.cache/prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
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
    plugins: [build.define ? new rspack.DefinePlugin(build.define) : null, new WritePrerenderedPlugin(build)],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
