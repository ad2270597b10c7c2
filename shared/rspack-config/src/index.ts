// The one rspack + Module Federation config factory (ADR 0001): every app's rspack.config.ts calls createAppConfig.
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import type { App } from '@momentum/apps';
import { rspack, type RspackOptions, type SwcLoaderOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createSharedMap } from './shared-map';
import { createDevServer } from './dev-server';
import { PrecompressPlugin } from './compress-plugin';
import { ServedOutputPlugin } from './served-output-plugin';
import { esmFederationRuntimeAliases, federationExperiments } from './federation-runtime';
import { axiosXhrOnlyAliases } from './axios-xhr-only';
import { swcEnv } from './browser-targets';
import {
  firstVisitHtmlOptions,
  FirstScreenRequestsPlugin,
  PreloadCriticalChunksPlugin,
  remotePrerenderConfig,
  type FirstScreenRequests,
} from '@momentum/first-visit/compose';

export interface AppOptions {
  exposes?: Record<string, string>;
  title?: string;
  appDir?: string;
  firstScreenRequests?: FirstScreenRequests;
  prerenderedScreens?: string;
}

export { createSharedMap } from './shared-map';
export { writeCompressedSiblings } from './compress-plugin';
export { browserTargets, swcEnv } from './browser-targets';

interface AppSettings extends AppOptions {
  name: string;
  port: number;
  isHost?: boolean;
}

export function createAppConfig(app: App, appOptions: AppOptions = {}) {
  const options: AppSettings = { ...appOptions, name: app.federationName, port: app.port, isHost: app.name === 'shell' };
  return defineConfig((_env, argv): RspackOptions | RspackOptions[] => {
    const mode = argv.mode === 'production' || process.env.NODE_ENV === 'production' ? 'production' : 'development';
    const isDev = mode === 'development';
    if (isDev || options.isHost) return buildConfig(options, isDev);
    // Two builds into one dist: the federated remote borrows the shell's federation runtime; the standalone page has no shell.
    const builds = [buildConfig(options, false), buildStandaloneConfig(options)];
    if (options.prerenderedScreens) builds.push(remotePrerenderConfig(options.appDir ?? process.cwd(), options.name, options.prerenderedScreens));
    return builds;
  });
}

function baseConfig(options: AppSettings, isDev: boolean): RspackOptions {
  const appDir = options.appDir ?? process.cwd();
  const swc: SwcLoaderOptions = {
    env: swcEnv(appDir),
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
    },
  };
  return {
    mode: isDev ? 'development' : 'production',
    context: appDir,
    // Rspack's own runtime code (chunk loading, federation glue) for the same browsers as SWC's.
    target: 'browserslist',
    // Production maps are written aside and named by no script (served-output-plugin.ts).
    devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: options.name,
      // Hashed names are safe to cache forever; remoteEntry.js and the manifest keep fixed names.
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: isDev ? 'assets/[name][ext]' : 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: isDev ? {} : axiosXhrOnlyAliases() },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: swc, type: 'javascript/auto' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset' },
      ],
    },
    optimization: isDev ? {} : { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Each chunk costs a request whose headers can outweigh a module (ADR 0006): React, and the rest of the singletons. */
function firstVisitGroups() {
  const sharedState = /[\\/]shared[\\/](app-kit[\\/]src[\\/](session|router)|ui[\\/]src[\\/](toast[\\/]toast-context|modal[\\/]modal-stack)|api-client[\\/]src[\\/]client[\\/](api-client|primed-|token-headers))/;
  const singletonPackages = /[\\/]node_modules[\\/](react-router(-dom)?|zustand|@tanstack[\\/](react-query|query-core)|styled-components|stylis|@emotion)[\\/]/;
  return {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async' as const, enforce: true, priority: 20 },
    // The API client loads axios on its first call that was not primed (api-client.ts): after the first screen.
    apiClientAxios: { test: /[\\/](node_modules[\\/]axios|rspack-config[\\/]src[\\/]stubs)[\\/]/, name: 'api-client-axios', chunks: 'async' as const, enforce: true, priority: 15 },
    singletons: {
      test: new RegExp(`${sharedState.source}|${singletonPackages.source}`),
      name: 'singletons',
      chunks: 'async' as const,
      enforce: true,
      priority: 10,
    },
  };
}

function htmlPlugin(options: AppSettings) {
  return new rspack.HtmlRspackPlugin(firstVisitHtmlOptions({ title: options.title ?? '모멘텀', installable: options.isHost === true }));
}

/** The shell provides every shared module: with no copy to offer, a remote's entry registers nothing and loads faster. */
function consumeOnly(map: ReturnType<typeof createSharedMap>) {
  return Object.fromEntries(Object.entries(map).map(([key, entry]) => [key, { ...entry, import: false as const }]));
}

export function buildConfig(options: AppSettings, isDev: boolean): RspackOptions {
  const base = baseConfig(options, isDev);
  const appDir = base.context!;
  const productionRemote = !isDev && !options.isHost;
  return {
    ...base,
    name: 'federated',
    // A production remote's container entry comes from the federation plugin alone.
    entry: productionRemote ? {} : { main: './src/index.ts' },
    resolve: { ...base.resolve, alias: { ...base.resolve!.alias, ...(isDev ? {} : esmFederationRuntimeAliases(appDir)) } },
    plugins: [
      productionRemote ? null : htmlPlugin(options),
      new ModuleFederationPlugin({
        name: options.name,
        ...(options.isHost ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
        // The shell registers remotes at run time from /app-config.json: no URL in any build.
        remotes: {},
        shared: productionRemote ? consumeOnly(createSharedMap(appDir)) : createSharedMap(appDir),
        shareStrategy: 'loaded-first',
        manifest: options.isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: federationExperiments(options.isHost ? 'host' : isDev ? 'dev-remote' : 'remote'),
      }),
      isDev ? new ReactRefreshRspackPlugin() : null,
      productionRemote && options.firstScreenRequests ? new FirstScreenRequestsPlugin(options.firstScreenRequests) : null,
      !isDev && options.isHost ? new PreloadCriticalChunksPlugin(['react', 'singletons', 'bootstrap']) : null,
      // Before PrecompressPlugin, which compresses what is left in dist/.
      isDev ? null : new ServedOutputPlugin({ appDir, clean: true }),
      isDev ? null : new PrecompressPlugin(),
    ],
    // A remote's copies stay apart: it loads one only when the shell has not, and a grouped chunk would bring all of them.
    optimization: isDev || !options.isHost ? base.optimization : { minimize: true, splitChunks: { cacheGroups: firstVisitGroups() } },
    devServer: createDevServer(options.port),
    // With federation, lazy compilation only adds a recompile on first load.
    lazyCompilation: false,
  };
}

export function buildStandaloneConfig(options: AppSettings): RspackOptions {
  const base = baseConfig(options, false);
  return {
    ...base,
    name: 'standalone',
    // After the federated build, which cleans dist/; hashed names keep the two builds' files apart.
    dependencies: ['federated'],
    entry: { main: './src/index.ts' },
    output: { ...base.output, uniqueName: `${options.name}_standalone`, clean: false },
    plugins: [htmlPlugin(options), new ServedOutputPlugin({ appDir: base.context!, clean: false }), new PrecompressPlugin()],
  };
}
