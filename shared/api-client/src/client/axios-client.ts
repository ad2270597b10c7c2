// The axios instance and its interceptors, in a chunk of its own: the first screen's GETs are answered from
// the page's primed requests without it (primed-answers.ts), so a first visit need not wait for its bytes.
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS } from '@momentum/contracts/limits';
import type { ApiClientOptions } from './api-client-options';
import { bearer, storeRotatedToken } from './token-headers';

export function createAxiosClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    // XHR (upload progress everywhere) or node's http in tests; never fetch, whose adapter production
    // builds leave out (shared/rspack-config axios-xhr-only.ts).
    adapter: ['xhr', 'http'],
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', bearer(options));
    // FormData bodies need the browser's multipart boundary, not our JSON default.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    config.headers = headers;
    return config;
  });

  const rotated = (headers: unknown) => storeRotatedToken(AxiosHeaders.from(headers as AxiosHeaders).get('x-access-token'), options);
  client.interceptors.response.use(
    (response) => {
      rotated(response.headers);
      return response;
    },
    (error: AxiosError) => {
      if (error.response) rotated(error.response.headers);
      if (error.response?.status === 401) options.onUnauthorized();
      return Promise.reject(error);
    },
  );
  return client;
}
