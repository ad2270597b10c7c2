// Start-up: read /app-config.json, register the remotes it names, wire the API client to the session,
// then render the one router. A missing or broken config shows a Korean error with a retry.
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@momentum/api-client/query-client';
import { AppProviders } from '@momentum/app-kit/providers';
import { AppColumn } from '@momentum/app-kit/layout';
import { ConfigErrorScreen } from '@momentum/app-kit/config-error';
import { connectApiClient } from '@momentum/app-kit/connect-api-client';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { loadRuntimeConfig, RuntimeConfigError } from '@momentum/app-kit/runtime-config';
import { createRoutes } from './app/routes';
import { registerAppRemotes } from './remotes/remote-loader';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();

async function start(): Promise<void> {
  let config;
  try {
    config = await loadRuntimeConfig('/app-config.json');
  } catch (error) {
    console.error(error);
    const message = error instanceof RuntimeConfigError ? error.userMessage : '앱 설정을 불러오지 못했습니다.';
    root.render(
      <AppProviders queryClient={queryClient}>
        <AppColumn>
          <ConfigErrorScreen message={message} onRetry={() => void start()} />
        </AppColumn>
      </AppProviders>,
    );
    return;
  }
  registerAppRemotes(config.remotes, REMOTES);
  const router = createBrowserRouter(createRoutes(config));
  connectApiClient(config, (to) => void router.navigate(to));
  root.render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
