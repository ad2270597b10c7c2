import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@momentum/app-kit/router';
import { AppColumn } from '@momentum/app-kit/layout';
import { UpdateToast } from '../pwa/update-toast';

export function RootLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Not on the first render: a prerendered page can be scrolled before the app starts (ADR 0010).
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
