// Runs one remote on its own dev server with what the shell would give it, its routes at their real path.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from '@momentum/app-kit/router';
import { NavigateBridge, navigateOutsideReact } from '@momentum/app-kit/navigate-bridge';
import { createQueryClient } from '@momentum/api-client/query-client';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '../config/runtime-config';
import { connectApiClient } from '../session/connect-api-client';
import { AppProviders } from '../providers/app-providers';
import { AppColumn, CenteredScreen } from '../layout/app-column';
import { RequireSession } from '../auth/require-session';
import { KakaoCallbackPage } from '../auth/kakao-callback-page';
import { KakaoLoginButton } from '../auth/kakao-login-button';
import { SignInErrorAlert } from '../auth/sign-in-error';
import { NotFoundPage } from '../pages/not-found-page';
import { ConfigErrorScreen } from '../pages/config-error-screen';

export interface StandaloneOptions {
  basePath: string;
  Routes: ComponentType;
  configUrl?: string;
}

export async function mountStandalone({ basePath, Routes, configUrl = '/app-config.json' }: StandaloneOptions) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const queryClient = createQueryClient();

  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig(configUrl);
  } catch (error) {
    console.error(error);
    const message = error instanceof RuntimeConfigError ? error.userMessage : '앱 설정을 불러오지 못했습니다.';
    root.render(
      <AppProviders queryClient={queryClient}>
        <AppColumn>
          <ConfigErrorScreen message={message} onRetry={() => window.location.reload()} />
        </AppColumn>
      </AppProviders>,
    );
    return;
  }

  const routes: RouteObject[] = [
    {
      element: (
        <AppColumn>
          <Outlet />
        </AppColumn>
      ),
      children: [
        { path: '/', element: <Navigate to={basePath} replace /> },
        { path: '/login', element: <StandaloneLogin config={config} basePath={basePath} /> },
        { path: '/auth/kakao/callback', element: <KakaoCallbackPage /> },
        // Sign-in lands on /home; when this remote is not home, send that back to this remote.
        ...(basePath === '/home' ? [] : [{ path: '/home', element: <Navigate to={basePath} replace /> }]),
        {
          path: `${basePath}/*`,
          element: (
            <RequireSession>
              <Routes />
            </RequireSession>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  connectApiClient(config, navigateOutsideReact);
  root.render(
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <NavigateBridge />
        <HarnessRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>,
  );
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function StandaloneLogin({ config, basePath }: { config: RuntimeConfig; basePath: string }) {
  return (
    <CenteredScreen>
      <h1>{basePath} 단독 실행</h1>
      <p>개발용 카카오 로그인으로 로그인하면 {basePath} 화면이 열립니다.</p>
      <SignInErrorAlert />
      <KakaoLoginButton kakao={config.kakao} />
    </CenteredScreen>
  );
}
