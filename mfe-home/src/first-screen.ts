// The GETs Home's first render sends, by route: the shell's page starts them while Home's code downloads
// (ADR 0008); home-page.test.tsx checks the list matches. `prefetchFirstScreen` (./routes) fills the
// shell's QueryClient with them before a first render, so the dashboard paints once, with its data.
import type { QueryClient } from '@tanstack/react-query';
import { homeEndpoints } from '@momentum/contracts/endpoints';

export const FIRST_SCREEN_REQUESTS = {
  '/': [
    homeEndpoints.unreadCount.path,
    homeEndpoints.consecutiveDays.path,
    homeEndpoints.weekStatus.path,
    homeEndpoints.today.path,
    homeEndpoints.completionRate.path,
  ],
} as const;

/** The dashboard's queries (the sections' own query options), when `path` is the dashboard. */
export async function prefetchFirstScreen(queryClient: QueryClient, path: string): Promise<void> {
  if (path !== '/') return;
  // Imported here, not at the top: the build config imports this file, and must not load axios.
  const { homeQueries } = await import('@momentum/api-client/home/queries');
  await Promise.all([
    queryClient.prefetchQuery(homeQueries.unreadCount()),
    queryClient.prefetchQuery(homeQueries.consecutiveDays()),
    queryClient.prefetchQuery(homeQueries.week()),
    queryClient.prefetchQuery(homeQueries.today()),
    queryClient.prefetchQuery(homeQueries.completionRate()),
  ]);
}
