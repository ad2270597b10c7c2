import { QueryClient } from '@tanstack/react-query';

/** The app's one QueryClient: queries retry once and never refetch on focus (docs/product-spec.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
