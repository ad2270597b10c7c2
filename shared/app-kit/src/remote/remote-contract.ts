// What every remote exposes (ADR 0001). The shell loads `<remote>/routes` at run time; the harness
// mounts the same component standalone.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { REMOTE_APPS } from '@momentum/apps';
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

/** The remotes in the tab bar's order, from the one list of apps (@momentum/apps). */
export const REMOTES: readonly RemoteDefinition[] = REMOTE_APPS.map(({ name, federationName, basePath }) => ({ key: name, federationName, basePath }));

/** The module id the shell passes to loadRemote. */
export function remoteRoutesId(remote: RemoteDefinition): string {
  return `${remote.federationName}/routes`;
}
