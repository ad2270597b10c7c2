// The declared first-screen GETs are exactly what /moment's first render asks the API for: the real
// endpoint functions and the one API client, with an adapter that records instead of sending.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { recordRequests } from '@momentum/api-client/test-support/recorded-requests';
import { renderRoute } from '../src/test/render-page';
import { FIRST_SCREEN_REQUESTS } from './first-screen';

it("declares every GET of /moment's first render and nothing else", async () => {
  const requested = await recordRequests({ '/api/bucket/challenging/main': { buckets: [] } });
  renderRoute('/moment');
  await screen.findByRole('heading', { name: '모멘트' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect([...requested].sort()).toEqual(FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`).sort());
});
