// A Node compilation, after the browser build, that renders screens with its loaders and asset names (ADR 0007, ADR 0009).
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type RspackOptions, type RspackPluginInstance } from '@rspack/core';

import { PRERENDER_ORIGIN } from './prerender/prerender-origin';

/** Put first in a signed-in entry's bundle: the session store then finds a token when it loads. */
const SIGNED_IN_STORAGE = path.join(import.meta.dirname, 'prerender/signed-in-storage.ts');

export interface PrerenderBuild {
  appDir: string;
  entries: Record<string, string>;
  signedIn?: readonly string[];
  write(bundles: Record<string, unknown>, distDir: string): void;
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
