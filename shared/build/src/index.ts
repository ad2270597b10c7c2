// The one rspack + Module Federation config factory (ADR 0001). Every app's rspack.config.ts calls
// createAppConfig; the federation `shared` map, the loaders and the dev server live only here.
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
} from '@momentum/first-visit/build';

export interface AppOptions {
  /** Modules this remote exposes, e.g. `{ './routes': './src/exposes/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the app's own index.html. */
  title?: string;
  /** The app directory; defaults to the cwd (rspack runs from the package folder). */
  appDir?: string;
  /** A remote's first-render GETs by route, written to its `first-screen.json` (ADR 0008). */
  firstScreenRequests?: FirstScreenRequests;
  /**
   * A module exporting `renderPrerenderedScreens(now)` (@momentum/first-visit): the production build
   * writes the screens' loading state as HTML to `prerendered-screens.json` (ADR 0009).
   */
  prerenderedScreens?: string;
}

export { createSharedMap } from './shared-map';
export { writeCompressedSiblings } from './compress-plugin';
export { browserTargets, swcEnv } from './browser-targets';

/** What a build needs: the options, and from the list of apps its federation name and port. */
interface AppSettings extends AppOptions {
  name: string;
  port: number;
  /** The shell: no exposes, no manifest. */
  isHost?: boolean;
}

/** An app's rspack config; its federation name and port come from the list of apps (@momentum/apps). */
export function createAppConfig(app: App, appOptions: AppOptions = {}) {
  const options: AppSettings = { ...appOptions, name: app.federationName, port: app.port, isHost: app.name === 'shell' };
  return defineConfig((_env, argv): RspackOptions | RspackOptions[] => {
    const mode = argv.mode === 'production' || process.env.NODE_ENV === 'production' ? 'production' : 'development';
    const isDev = mode === 'development';
    if (isDev || options.isHost) return buildConfig(options, isDev);
    // A production remote is two builds into one dist: the federated remote the shell loads, which
    // borrows the shell's federation runtime, and the standalone page, which has no shell to borrow from.
    const builds = [buildConfig(options, false), buildStandaloneConfig(options)];
    if (options.prerenderedScreens) builds.push(remotePrerenderConfig(options.appDir ?? process.cwd(), options.name, options.prerenderedScreens));
    return builds;
  });
}

/** Loaders, output names and resolution every build shares. */
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

/**
 * Every first visit needs all the shared singletons, and each chunk costs a request whose headers can
 * outweigh the module (ADR 0006): two chunks, React itself and the rest of the singletons.
 */
function firstVisitGroups() {
  const sharedState = /[\\/]shared[\\/](app-kit[\\/]src[\\/](session|router)|ui[\\/]src[\\/](toast[\\/]toast-context|modal[\\/]modal-stack)|api-client[\\/]src[\\/]client[\\/](api-client|primed-requests)|build[\\/]src[\\/]stubs)/;
  const singletonPackages = /[\\/]node_modules[\\/](react-router(-dom)?|zustand|@tanstack[\\/](react-query|query-core)|styled-components|stylis|@emotion|axios)[\\/]/;
  return {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async' as const, enforce: true, priority: 20 },
    singletons: {
      test: new RegExp(`${sharedState.source}|${singletonPackages.source}`),
      name: 'singletons',
      chunks: 'async' as const,
      enforce: true,
      priority: 10,
    },
  };
}

/** The app's page from the one HTML template (@momentum/first-visit's build/template.html). */
function htmlPlugin(options: AppSettings) {
  return new rspack.HtmlRspackPlugin(firstVisitHtmlOptions({ title: options.title ?? '모멘텀', installable: options.isHost === true }));
}

/**
 * A production remote runs only inside the shell, which provides every shared module: the remote
 * bundles no copy to offer (`import: false`), so its entry registers nothing and loads with less
 * main-thread time. Its standalone page is a separate, unfederated build with its own copies.
 */
function consumeOnly(map: ReturnType<typeof createSharedMap>) {
  return Object.fromEntries(Object.entries(map).map(([key, entry]) => [key, { ...entry, import: false as const }]));
}

/**
 * The federated build: the shell (host) in any mode, a remote in development (entry page + remote
 * container, for its dev server) or in production (the container only; its page is the standalone build).
 */
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
      // The shell's bootstrap and singletons, fetched beside main.js (before PrecompressPlugin).
      !isDev && options.isHost ? new PreloadCriticalChunksPlugin(['react', 'singletons', 'bootstrap']) : null,
      // Before PrecompressPlugin, which compresses what is left in dist/.
      isDev ? null : new ServedOutputPlugin({ appDir, clean: true }),
      isDev ? null : new PrecompressPlugin(),
    ],
    // The shell's singletons in two chunks; a remote's copies stay apart, since it loads one only when
    // the shell has not (a grouped chunk would then bring all of them).
    optimization: isDev || !options.isHost ? base.optimization : { minimize: true, splitChunks: { cacheGroups: firstVisitGroups() } },
    devServer: createDevServer(options.port),
    // Lazy compilation defers remote exposes until requested through a proxy module; with federation
    // that only adds a recompile on first load, so every app compiles eagerly.
    lazyCompilation: false,
  };
}

/**
 * A production remote's own page (`pnpm start` serves it on the remote's port): the same routes in
 * the app-kit harness as one plain bundle. No federation: nothing here is shared with anyone.
 */
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
