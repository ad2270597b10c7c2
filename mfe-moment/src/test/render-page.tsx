// Renders a screen the way the shell does: router (under /moment/*), query client, theme and toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@momentum/api-client/query-client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { ToastProvider } from '@momentum/ui/toast';
import MomentRoutes from '../exposes/routes';

/** Shows where the router is, so tests can assert navigations. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `seed` puts answers into the client before the first render (kept on the device, or from earlier screens). */
export function renderRoute(
  path: string | { pathname: string; state?: unknown },
  seed?: (queryClient: QueryClient) => void,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = testQueryClient();
  seed?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/moment/*" element={<MomentRoutes />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The app's own QueryClient (its refusal of changes made offline included), without query retries. */
function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
