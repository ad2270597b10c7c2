// The declared first-screen GETs are exactly what /feed's first render asks the API for (with no friend
// yet: a friend's feed is asked for once the list names one): the real endpoint functions and the one
// API client, with an adapter that records instead of sending.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { recordRequests } from '@momentum/api-client/test-support/recorded-requests';
import FeedRoutes from '../src/exposes/routes';
import { renderWithProviders } from '../src/test/render-with-providers';
import { FIRST_SCREEN_REQUESTS } from './first-screen';

it("declares every GET of /feed's first render and nothing else", async () => {
  const requested = await recordRequests({ '/api/friends': { friends: [] } });
  renderWithProviders(<FeedRoutes />);
  await screen.findByRole('heading', { name: '친구들의 모멘트' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect([...requested].sort()).toEqual(FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`).sort());
});
