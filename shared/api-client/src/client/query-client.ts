import { QueryClient } from '@tanstack/react-query';

/** The app's one QueryClient: the spec retries queries once and never refetches on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
