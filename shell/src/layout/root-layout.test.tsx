import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@momentum/api-client/query-client';
import { AppProviders } from '@momentum/app-kit/providers';
import { RootLayout } from './root-layout';

describe('RootLayout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on a route change, and leaves the first screen where it was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: <p>화면</p> }] }], { initialEntries: ['/home'] });
    render(
      <AppProviders queryClient={createQueryClient()} globalStyle={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The app taking over a prerendered page someone already scrolled must not jump it back.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/moment'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate('/moment?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
