// Renders a screen the way the shell does: one QueryClient (no retries in tests), the theme, a router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@momentum/api-client/query-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';

function Location(): ReactElement {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** `seed` puts answers into the client before the first render (as the shell restores kept answers). */
export function renderWithProviders(
  element: ReactElement,
  { path = '/feed', route = '/feed/*', seed }: { path?: string; route?: string; seed?: (client: QueryClient) => void } = {},
) {
  const queryClient = testQueryClient();
  seed?.(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The app's own QueryClient (its refusal of changes made offline included), without query retries. */
function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
