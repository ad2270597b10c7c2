// The declared first-screen GETs are exactly what /moment's first render asks the API for: the real
// endpoint functions and the one API client, with an adapter that records instead of sending.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { configureApiClient, getApiClient } from '@momentum/api-client/client';
import { renderRoute } from '../src/test/render-page';
import { FIRST_SCREEN_REQUESTS } from './first-screen';

it("declares every GET of /moment's first render and nothing else", async () => {
  configureApiClient({ baseURL: 'http://api.test', getToken: () => 't', setToken: () => {}, onUnauthorized: () => {} });
  const requested: string[] = [];
  getApiClient().defaults.adapter = async (config) => {
    requested.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: JSON.stringify({ buckets: [] }), status: 200, statusText: 'OK', headers: {}, config, request: null };
  };
  renderRoute('/moment');
  await screen.findByRole('heading', { name: '모멘트' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect([...requested].sort()).toEqual(FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`).sort());
});
