import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { createQueryClient } from '@momentum/api-client/query-client';
import { AppProviders } from '@momentum/app-kit/providers';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { createRoutes } from './routes';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  kakao: { authorizeUrl: 'http://localhost:4000/oauth/authorize', clientId: 'momentum-dev' },
  remotes: {
    home: 'http://localhost:3001/mf-manifest.json',
    moment: 'http://localhost:3002/mf-manifest.json',
    feed: 'http://localhost:3003/mf-manifest.json',
    mypage: 'http://localhost:3004/mf-manifest.json',
  },
};

/** Renders the shell's real route tree in memory at `path` (a path, or a location with its state). */
export function renderShellAt(path: InitialEntry) {
  const router = createMemoryRouter(createRoutes(testConfig), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
