// Stateful siblings are imported by package name so Module Federation shares one instance of them.
import { configureApiClient } from '@momentum/api-client/client';
import type { RuntimeConfig } from '../config/runtime-config';
import { getSessionToken, useSessionStore } from '@momentum/app-kit/session';
import { createUnauthorizedHandler } from './unauthorized-handler';

export function connectApiClient(config: RuntimeConfig, navigate: (to: string) => void): void {
  configureApiClient({
    baseURL: config.apiBaseUrl,
    getToken: getSessionToken,
    setToken: (token) => useSessionStore.getState().setToken(token),
    onUnauthorized: createUnauthorizedHandler(navigate),
  });
}
