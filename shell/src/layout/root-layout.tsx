import { useEffect } from 'react';
import { Outlet, useLocation } from '@momentum/app-kit/router';
import { AppColumn } from '@momentum/app-kit/layout';

/** The shared layout of every route: the 375px column, scrolled to the top on each route change. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <AppColumn>
      <Outlet />
    </AppColumn>
  );
}
