// Build-time only (Node): an app's route tree at a path as the browser renders it, with its styles and critical fonts.
import { StaticRouter } from 'react-router-dom';
import { useRoutes, type RouteObject } from '@momentum/app-kit/router';
import { AppProviders } from '@momentum/app-kit/providers';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { createQueryClient } from '@momentum/api-client/query-client';
import { fontFiles } from '@momentum/ui/font-faces';
import type { RenderedScreen } from '../compose-page';
import { PRERENDER_ORIGIN } from './prerender-origin';
import { renderWithStyles } from './render-with-styles';

/** Stands in for /app-config.json, which only exists at run time; compose-page.ts removes the Kakao href it gives. */
export const PLACEHOLDER_CONFIG: RuntimeConfig = {
  apiBaseUrl: PRERENDER_ORIGIN,
  kakao: { authorizeUrl: `${PRERENDER_ORIGIN}/oauth/authorize`, clientId: 'prerender' },
  remotes: {
    home: `${PRERENDER_ORIGIN}/home/mf-manifest.json`,
    moment: `${PRERENDER_ORIGIN}/moment/mf-manifest.json`,
    feed: `${PRERENDER_ORIGIN}/feed/mf-manifest.json`,
    mypage: `${PRERENDER_ORIGIN}/mypage/mf-manifest.json`,
  },
};

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderAppScreen(routes: RouteObject[], pathname: string): RenderedScreen {
  const { html, styleTags } = renderWithStyles(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location={pathname}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, styleTags, criticalFontUrls: fontFiles.filter((f) => f.critical).map((f) => f.url) };
}
