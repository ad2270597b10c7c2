// The declared first-screen GETs are exactly what Home's first render asks the API for: the real
// endpoint functions and the one API client, with an adapter that records instead of sending.
import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { configureApiClient, getApiClient } from '@momentum/api-client/client';
import { FIRST_SCREEN_REQUESTS } from './first-screen';
import { HomePage } from './pages/home-page';
import { renderWithProviders } from './test/render-with-providers';

it("declares every GET of Home's first render and nothing else", async () => {
  // The recorded answers are empty: the sections' error boundaries complain, which is not under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  configureApiClient({ baseURL: 'http://api.test', getToken: () => 't', setToken: () => {}, onUnauthorized: () => {} });
  const requested: string[] = [];
  getApiClient().defaults.adapter = async (config) => {
    requested.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: '{}', status: 200, statusText: 'OK', headers: {}, config, request: null };
  };
  renderWithProviders(<HomePage />);
  const expected = FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`);
  await waitFor(() => expect(requested).toHaveLength(expected.length));
  expect([...requested].sort()).toEqual([...expected].sort());
});
