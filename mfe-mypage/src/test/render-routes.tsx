// Renders this remote's route tree the way the shell mounts it: a data router (navigations commit in a
// transition, as in the shell), /mypage/* behind the app-kit session guard, inside the providers the
// shell gives (query client, theme, toasts), with markers for the places the screens leave to.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@momentum/api-client/query-client';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { RequireSession } from '@momentum/app-kit/require-session';
import { useSessionStore } from '@momentum/app-kit/session';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { ToastProvider } from '@momentum/ui/toast';
import MypageRoutes from '../exposes/routes';

function Marker({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} ${location.pathname}`}</p>;
}

export const apiError = (message: string, status = 400) => ({
  isAxiosError: true,
  response: { status, data: { message, code: 'VALIDATION' } },
});

/** Renders `path` signed in (a token in the session store, as after sign-in). */
export function renderRoutes(path: string) {
  useSessionStore.getState().setToken('token');
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Marker name="SPLASH" /> },
      { path: '/login', element: <Marker name="LOGIN" /> },
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [{ path: '/mypage/*', element: <MypageRoutes /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <RouterProvider router={router} />
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
