// The one axios instance of the app (ADR 0001). The shell or the standalone harness configures it
// once; every endpoint function reaches it through getApiClient(). This package is a federation
// singleton, so remotes share this module state with the shell.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Endpoint, RouteResult } from '@momentum/contracts';
import { API_TIMEOUT_MS } from '@momentum/contracts/limits';
import type { CallArgs, RouteOf } from './call-route-types';
export type { EndpointBody } from './call-route-types';
import { joinApiUrl, takePrimed, type PrimedAnswer } from './primed-requests';

export interface ApiClientOptions {
  baseURL: string;
  /** Current access token, or null when signed out. */
  getToken: () => string | null;
  /** Stores a token the server rotated through the `x-access-token` response header. */
  setToken: (token: string) => void;
  /** Called on every 401 response; the caller de-duplicates (see the shell's session wiring). */
  onUnauthorized: () => void;
}

let instance: AxiosInstance | null = null;

export function configureApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    // XHR in the browser (upload progress everywhere), node's http in tests; never fetch, whose adapter
    // production builds leave out (shared/build axios-xhr-only.ts). A GET the shell's entry started
    // before the app booted is taken instead of sent again (primed-requests.ts).
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

/** The adapter that answers a primed GET from its primed answer, and sends everything else. */
function primedFirst(send: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const params = config.params as Record<string, unknown> | undefined;
    if (config.method !== 'get' || !config.url || (params && Object.keys(params).length > 0)) return send(config);
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    const primed = await takePrimed(joinApiUrl(config.baseURL ?? '', config.url), typeof authorization === 'string' ? authorization : '');
    return primed ? settle(primed, config) : send(config);
  };
}

/** The primed answer as axios's own adapters would give it: resolved, or rejected per validateStatus. */
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

/**
 * The one typed call over the route registry (types in call-route-types.ts): sends the endpoint's request
 * on the configured instance and resolves with the response body. It lives beside the instance so every
 * app runs the one shared copy.
 */
export async function callRoute<const E extends Endpoint>(endpoint: E, ...[options]: CallArgs<RouteOf<E>>): Promise<RouteResult<RouteOf<E>>> {
  const { params, body, query, ...config } = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object };
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  const { data } = await getApiClient().request({ ...config, method: endpoint.method, url, data: body, params: query });
  return data;
}
