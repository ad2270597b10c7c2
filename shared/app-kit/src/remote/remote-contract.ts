// What every remote exposes (ADR 0001). The shell loads `<remote>/routes` at run time; the harness
// mounts the same component standalone.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteKey } from '../config/runtime-config';

/** The default export of a remote's `./routes`: a `<Routes>` tree relative to its mount point. */
export type RemoteRoutesComponent = ComponentType;

export interface RemoteRoutesModule {
  default: RemoteRoutesComponent;
  /**
   * Optional: fills the shell's QueryClient with what the screen at `path` (relative to the mount
   * point, e.g. '/') shows first, so its first render has its data. The shell awaits it, bounded,
   * before a first visit's first render (ADR 0008). Never throws.
   */
  prefetchFirstScreen?: (queryClient: QueryClient, path: string) => Promise<unknown>;
}

export interface RemoteDefinition {
  /** Key in app-config.json `remotes`. */
  key: RemoteKey;
  /** Federation name (rspack `name`). */
  federationName: `mfe_${RemoteKey}`;
  /** Where the shell mounts the remote's routes (`${basePath}/*`). */
  basePath: `/${RemoteKey}`;
}

export const REMOTES: readonly RemoteDefinition[] = [
  { key: 'home', federationName: 'mfe_home', basePath: '/home' },
  { key: 'moment', federationName: 'mfe_moment', basePath: '/moment' },
  { key: 'feed', federationName: 'mfe_feed', basePath: '/feed' },
  { key: 'mypage', federationName: 'mfe_mypage', basePath: '/mypage' },
];

/** The module id the shell passes to loadRemote. */
export function remoteRoutesId(remote: RemoteDefinition): string {
  return `${remote.federationName}/routes`;
}
