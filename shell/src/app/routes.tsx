import type { RouteObject } from '@momentum/app-kit/router';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { KakaoCallbackPage } from '@momentum/app-kit/kakao-callback-page';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { RootLayout } from '../layout/root-layout';
import { TabLayout } from '../layout/tab-layout';
import { SplashPage } from '../pages/splash-page';
import { LoginPage } from '../pages/login-page';
import { InviteRedirect } from '../pages/invite-redirect';
import { AppErrorBoundary } from '../pages/app-error-boundary';
import { RemoteArea } from '../remotes/remote-area';

export function createRoutes(config: RuntimeConfig): RouteObject[] {
  return [
    {
      element: (
        <AppErrorBoundary>
          <RootLayout />
        </AppErrorBoundary>
      ),
      children: [
        { index: true, element: <SplashPage /> },
        { path: 'login', element: <LoginPage kakao={config.kakao} /> },
        { path: 'auth/kakao/callback', element: <KakaoCallbackPage /> },
        { path: 'invite/:friendCode', element: <InviteRedirect /> },
        {
          element: <TabLayout />,
          // key: a new remote area per tab, never one reused with another remote's state.
          children: REMOTES.map((remote) => ({
            path: `${remote.key}/*`,
            element: <RemoteArea key={remote.key} remote={remote} />,
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
