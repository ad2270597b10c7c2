import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@momentum/app-kit/router';
import { AppColumn } from '@momentum/app-kit/layout';
import { UpdateToast } from '../pwa/update-toast';

/**
 * The shared layout of every route: the 375px column, scrolled to the top on each route change, with
 * the offer of a new release when one is waiting.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Not on the first render: a prerendered page is on screen, and can be scrolled, before the app
    // starts (ADR 0010); the app taking it over must leave it where the user or the browser put it.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <AppColumn>
      <Outlet />
      <UpdateToast />
    </AppColumn>
  );
}
