// What the shell loads (remote contract, ADR 0001): this remote's routes, relative to /home.
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { homeQueries } from '@momentum/api-client/home/queries';
import { HomePage } from '../pages/home-page';

/** Fills the shell's QueryClient with the dashboard's queries before a first render, so it paints once, with its data. */
export async function prefetchFirstScreen(queryClient: QueryClient, path: string): Promise<void> {
  if (path !== '/') return;
  await Promise.all([
    queryClient.prefetchQuery(homeQueries.unreadCount()),
    queryClient.prefetchQuery(homeQueries.consecutiveDays()),
    queryClient.prefetchQuery(homeQueries.week()),
    queryClient.prefetchQuery(homeQueries.today()),
    queryClient.prefetchQuery(homeQueries.completionRate()),
  ]);
}

export default function HomeRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
