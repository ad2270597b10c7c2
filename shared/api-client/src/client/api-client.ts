// The one axios instance of the app (ADR 0001), configured once by the shell or the harness. A federation
// singleton, so remotes share this module state with the shell.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Endpoint, RouteResult } from '@momentum/contracts';
import { API_TIMEOUT_MS } from '@momentum/contracts/limits';
import type { CallArgs, RouteOf } from './call-route-types';
export type { EndpointBody } from './call-route-types';
import { joinApiUrl, takePrimed, type PrimedAnswer } from './primed-requests';

export interface ApiClientOptions {
  baseURL: string;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Called on every 401 response; the caller de-duplicates (see the shell's session wiring). */
  onUnauthorized: () => void;
}

let instance: AxiosInstance | null = null;

export function configureApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    // XHR (upload progress everywhere) or node's http in tests; never fetch, whose adapter production
    // builds leave out (shared/rspack-config axios-xhr-only.ts). A GET started before boot is taken, not resent.
    adapter: primedFirst(axios.getAdapter(['xhr', 'http'])),
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    // docs/product-spec.md sends "Bearer " with an empty token rather than omitting the header.
    headers.set('Authorization', `Bearer ${options.getToken() ?? ''}`);
    // FormData bodies need the browser's multipart boundary, not our JSON default.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    config.headers = headers;
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      storeRotatedToken(response.headers, options);
      return response;
    },
    (error: AxiosError) => {
      if (error.response) storeRotatedToken(error.response.headers, options);
      if (error.response?.status === 401) options.onUnauthorized();
      return Promise.reject(error);
    },
  );

  instance = client;
  return client;
}

function primedFirst(send: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const params = config.params as Record<string, unknown> | undefined;
    if (config.method !== 'get' || !config.url || (params && Object.keys(params).length > 0)) return send(config);
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    const primed = await takePrimed(joinApiUrl(config.baseURL ?? '', config.url), typeof authorization === 'string' ? authorization : '');
    return primed ? settle(primed, config) : send(config);
  };
}

function settle(answer: PrimedAnswer, config: InternalAxiosRequestConfig): AxiosResponse {
  const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: answer.statusText, headers: AxiosHeaders.from(answer.headers), config, request: null };
  if (!config.validateStatus || config.validateStatus(answer.status)) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
}

function storeRotatedToken(headers: unknown, options: ApiClientOptions): void {
  const token = AxiosHeaders.from(headers as AxiosHeaders).get('x-access-token');
  if (typeof token === 'string' && token.length > 0) options.setToken(token);
}

export function getApiClient(): AxiosInstance {
  if (!instance) throw new Error('API client is not configured: call configureApiClient() at app start.');
  return instance;
}

/** Beside the instance, so every app runs the one shared copy. */
export async function callRoute<const E extends Endpoint>(endpoint: E, ...[options]: CallArgs<RouteOf<E>>): Promise<RouteResult<RouteOf<E>>> {
  const { params, body, query, ...config } = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object };
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  const { data } = await getApiClient().request({ ...config, method: endpoint.method, url, data: body, params: query });
  return data;
}
