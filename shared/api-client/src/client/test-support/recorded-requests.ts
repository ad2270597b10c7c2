// For a screen's first-screen test: the one API client set up to send nothing. Each request is recorded as
// "METHOD path" and answered 200 from `answers` by path (an empty object for any other path).
import { configureApiClient, loadApiClient } from '@momentum/api-client/client';

export async function recordRequests(answers: Record<string, unknown> = {}): Promise<string[]> {
  configureApiClient({ baseURL: 'http://api.test', getToken: () => 't', setToken: () => {}, onUnauthorized: () => {} });
  const requested: string[] = [];
  (await loadApiClient()).defaults.adapter = async (config) => {
    requested.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: JSON.stringify(answers[config.url ?? ''] ?? {}), status: 200, statusText: 'OK', headers: {}, config, request: null };
  };
  return requested;
}
