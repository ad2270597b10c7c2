// The declared first-screen GETs are exactly what My page's first render asks the API for: the real
// endpoint functions and the one API client, with an adapter that records instead of sending.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { recordRequests } from '@momentum/api-client/test-support/recorded-requests';
import { renderRoutes } from '../src/test/render-routes';
import { FIRST_SCREEN_REQUESTS } from './first-screen';

it("declares every GET of My page's first render and nothing else", async () => {
  const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://api.test/a.png', friendCode: 'ABCD1234' };
  const requested = await recordRequests({ '/api/users': { user: me } });
  renderRoutes('/mypage');
  expect(await screen.findByText('모멘')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...requested].sort()).toEqual(FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`).sort());
});
