// The five front-end apps and the API, written once (ADR 0020); every side derives from it, so it imports nothing.
// `name` keys app-config.json `remotes`; the shell loads `<federationName>/routes` at `${basePath}/*`.

interface AppEntry {
  name: string;
  dir: string;
  pkg: string;
  federationName: string;
  basePath: string;
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

export const REMOTE_APPS: readonly RemoteApp[] = APPS.filter((entry): entry is RemoteApp => entry.name !== 'shell');

export function app<N extends AppName>(name: N): Extract<App, { name: N }> {
  return APPS.find((entry): entry is Extract<App, { name: N }> => entry.name === name)!;
}

export const API_PORT = 4000;

export const localUrl = (port: number): string => `http://localhost:${port}`;

export const API_URL = localUrl(API_PORT);
