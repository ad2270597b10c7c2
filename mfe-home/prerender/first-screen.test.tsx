// The declared first-screen GETs are exactly what Home's first render asks the API for: the real
// endpoint functions and the one API client, with an adapter that records instead of sending.
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { recordRequests } from '@momentum/api-client/test-support/recorded-requests';
import { prefetchFirstScreen } from '../src/exposes/routes';
import { HomePage } from '../src/pages/home-page';
import { renderWithProviders } from '../src/test/render-with-providers';
import { FIRST_SCREEN_REQUESTS } from './first-screen';

it("declares every GET of Home's first render and nothing else", async () => {
  // The recorded answers are empty: the sections' error boundaries complain, which is not under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const requested = await recordRequests();
  renderWithProviders(<HomePage />);
  const expected = FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`);
  await waitFor(() => expect(requested).toHaveLength(expected.length));
  expect([...requested].sort()).toEqual([...expected].sort());
});

/** A returning user's dashboard, as the API would answer it. */
const ANSWERS: Record<string, unknown> = {
  '/api/home/notifications/unread-count': { unreadCount: 2 },
  '/api/home/consecutiveDays': { success: true, consecutiveDays: 4 },
  '/api/home/momentsComplete/week': { weekStatus: ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'].map((date) => ({ date, isComplete: false })) },
  '/api/home': { moments: [], completedCount: 0 },
  '/api/home/completedbucket': { completionRate: 40 },
};

it('prefetches those same GETs into the client, and the page then renders from them without asking again', async () => {
  const requested = await recordRequests(ANSWERS);
  const { QueryClient } = await import('@tanstack/react-query');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchFirstScreen(client, '/other');
  expect(requested).toEqual([]);
  await prefetchFirstScreen(client, '/');
  expect([...requested].sort()).toEqual(FIRST_SCREEN_REQUESTS['/'].map((path) => `GET ${path}`).sort());
  renderWithProviders(<HomePage />, '/home', client);
  // Rendered from the cache at once: the streak is there in the first render, and nothing was asked again.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('오늘은 작심 4일');
  expect(screen.getByText('달성률 40%')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requested, requested.join(", ")).toHaveLength(FIRST_SCREEN_REQUESTS["/"].length);
});
