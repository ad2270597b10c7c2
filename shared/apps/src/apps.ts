// The five front-end apps and the API, written once (ADR 0020): builds, servers, the browser's
// remote contract, the API's default origins and the test stack all derive from this list. It imports
// nothing, so every side (browser bundles, Node, the API bundle, root scripts) can read it.

interface AppEntry {
  /** The app's key: `shell`, or a remote's key in app-config.json `remotes`. */
  name: string;
  /** Its folder, from the repository root. */
  dir: string;
  /** Its package name. */
  pkg: string;
  /** Its Module Federation name (rspack `name`); the shell loads `<federationName>/routes`. */
  federationName: string;
  /** Where the shell mounts its routes (`${basePath}/*`); the shell itself is `/`. */
  basePath: string;
  /** Its local port: the dev server (`pnpm dev`) and the static server (`pnpm start`). */
  port: number;
}

export const APPS = [
  { name: 'shell', dir: 'shell', pkg: '@momentum/shell', federationName: 'shell', basePath: '/', port: 3000 },
  { name: 'home', dir: 'mfe-home', pkg: '@momentum/mfe-home', federationName: 'mfe_home', basePath: '/home', port: 3001 },
  { name: 'moment', dir: 'mfe-moment', pkg: '@momentum/mfe-moment', federationName: 'mfe_moment', basePath: '/moment', port: 3002 },
  { name: 'feed', dir: 'mfe-feed', pkg: '@momentum/mfe-feed', federationName: 'mfe_feed', basePath: '/feed', port: 3003 },
  { name: 'mypage', dir: 'mfe-mypage', pkg: '@momentum/mfe-mypage', federationName: 'mfe_mypage', basePath: '/mypage', port: 3004 },
] as const satisfies readonly AppEntry[];

export type App = (typeof APPS)[number];
export type AppName = App['name'];
export type RemoteApp = Exclude<App, { name: 'shell' }>;
export type RemoteName = RemoteApp['name'];

/** The four remotes, in the tab bar's order. */
export const REMOTE_APPS: readonly RemoteApp[] = APPS.filter((entry): entry is RemoteApp => entry.name !== 'shell');

/** One app by name, e.g. `createAppConfig(app('feed'), ...)` in mfe-feed's rspack config. */
export function app<N extends AppName>(name: N): Extract<App, { name: N }> {
  return APPS.find((entry): entry is Extract<App, { name: N }> => entry.name === name)!;
}

/** The API's local port (`pnpm dev`, `pnpm start`, its own default PORT). */
export const API_PORT = 4000;

export const localUrl = (port: number): string => `http://localhost:${port}`;

/** The API's local origin: its default PUBLIC_URL and the runtime config's default apiBaseUrl. */
export const API_URL = localUrl(API_PORT);
