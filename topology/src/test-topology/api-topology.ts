// What the topology checks need from a started topology, whoever started it (e2e's topology/main.ts
// here, the full start-topology with the static sites later): nothing of the static side.
import { LOAD_AUTH_RATE_LIMIT } from '@momentum/stack/load';
import type { ApiReplicas } from '../api-replicas';

export interface ApiTopology {
  /** nginx's API origin, e.g. http://127.0.0.1:48100: what the app calls. */
  apiOrigin: string;
  replicas: ApiReplicas;
  databaseUrl: string;
  /** nginx's access log (the dev-services launcher's JSON lines): which replica answered each request. */
  accessLog: string;
}

/**
 * What the replicas must be started with for runLoadWithKill: its 200 users all sign in from
 * 127.0.0.1, which the per-IP sign-in limit (30 a minute) would refuse; the run says it raised it.
 */
export const LOAD_REPLICA_ENV: Readonly<Record<string, string>> = { AUTH_RATE_LIMIT_PER_MINUTE: String(LOAD_AUTH_RATE_LIMIT) };

/** The first of the replicas' APP_ORIGINS: where sign-in may redirect. */
export const appOriginOf = (topology: ApiTopology) => topology.replicas.env.APP_ORIGINS!.split(',')[0]!.trim();

/** `127.0.0.1:<port>` of replica i, as nginx names it in $upstream_addr. */
export const upstreamOf = (topology: ApiTopology, i: number) => `127.0.0.1:${topology.replicas.ports[i]}`;
