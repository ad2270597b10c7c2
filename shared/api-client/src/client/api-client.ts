// The one API client of the app (ADR 0001), configured once by the shell or the harness. A federation
// singleton, so remotes share this module state with the shell. axios loads on the first call that needs it.
import type { AxiosInstance } from 'axios';
import type { Endpoint, RouteResult } from '@momentum/contracts';
import type { CallArgs, RouteOf } from './call-route-types';
export type { EndpointBody } from './call-route-types';
import { answerFromPrimed } from './primed-answers';
import type { ApiClientOptions } from './api-client-options';
export type { ApiClientOptions } from './api-client-options';


let configured: ApiClientOptions | null = null;
let client: Promise<AxiosInstance> | null = null;

export function configureApiClient(options: ApiClientOptions): void {
  configured = options;
  client = null;
}

function options(): ApiClientOptions {
  if (!configured) throw new Error('API client is not configured: call configureApiClient() at app start.');
  return configured;
}

/** The axios instance, its chunk fetched once; called early, it has the chunk in before a call needs it. */
export function loadApiClient(): Promise<AxiosInstance> {
  if (client) return client;
  const current = options();
  const loading = import(/* webpackChunkName: "api-client-axios" */ './axios-client').then(({ createAxiosClient }) => createAxiosClient(current));
  // A chunk that failed to load (offline) is asked for again by the next call.
  loading.catch(() => {
    if (client === loading) client = null;
  });
  return (client = loading);
}

/** Beside the client, so every app runs the one shared copy. */
export async function callRoute<const E extends Endpoint>(endpoint: E, ...[callOptions]: CallArgs<RouteOf<E>>): Promise<RouteResult<RouteOf<E>>> {
  const { params, body, query, ...config } = (callOptions ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object };
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  const plainGet = endpoint.method === 'GET' && (!query || Object.keys(query).length === 0);
  const primed = plainGet ? await answerFromPrimed(url, options()) : null;
  if (primed) return primed.data as RouteResult<RouteOf<E>>;
  const client = await loadApiClient();
  const { data } = await client.request<RouteResult<RouteOf<E>>>({ ...config, method: endpoint.method, url, data: body, params: query });
  return data;
}
