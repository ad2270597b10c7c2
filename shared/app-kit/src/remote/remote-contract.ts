// What every remote exposes (ADR 0001): the shell and the harness mount the same component.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { REMOTE_APPS } from '@momentum/apps';
import type { RemoteKey } from '../config/runtime-config';

export type RemoteRoutesComponent = ComponentType;

export interface RemoteRoutesModule {
  default: RemoteRoutesComponent;
  /** Fills the QueryClient for `path`'s first screen; awaited, bounded, before it renders (ADR 0008). Never throws. */
  prefetchFirstScreen?: (queryClient: QueryClient, path: string) => Promise<unknown>;
}

export interface RemoteDefinition {
  /** Key in app-config.json `remotes`. */
  key: RemoteKey;
  federationName: `mfe_${RemoteKey}`;
  /** Where the shell mounts the remote's routes (`${basePath}/*`). */
  basePath: `/${RemoteKey}`;
}

export const REMOTES: readonly RemoteDefinition[] = REMOTE_APPS.map(({ name, federationName, basePath }) => ({ key: name, federationName, basePath }));

export function remoteRoutesId(remote: RemoteDefinition): string {
  return `${remote.federationName}/routes`;
}
