// The /login screen rendered to HTML at build time (Node only) from the tree the browser renders, so the
// page paints before any script runs (ADR 0007); written into login.html by @momentum/first-visit.
// eslint-disable-next-line no-restricted-imports -- build-time Node code: the facade's own package for StaticRouter (its server router); nothing here reaches a phone
import { StaticRouter } from 'react-router-dom';
import { useRoutes, type RouteObject } from '@momentum/app-kit/router';
import { AppProviders } from '@momentum/app-kit/providers';
import { renderWithStyles } from '@momentum/app-kit/prerender/render-with-styles';
import { createQueryClient } from '@momentum/api-client/query-client';
import type { RuntimeConfig } from '@momentum/app-kit/runtime-config';
import { fontFiles } from '@momentum/ui/font-faces';
import { createRoutes } from '../src/app/routes';
import { PRERENDER_ORIGIN } from '@momentum/first-visit/build/prerender-origin';
import type { RenderedScreen } from '@momentum/first-visit/build';

/**
 * Stands in for /app-config.json, which only exists at run time. The screen uses only the Kakao part,
 * for the button's href, and @momentum/first-visit's compose-page.ts removes that href (the button stays inert until
 * the shell's React renders it with the real config).
 */
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


function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `pathname` as bootstrap.tsx does in the browser (minus NavigateBridge, which renders nothing); also a tab frame. */
export function renderShellScreen(pathname: string): RenderedScreen {
  const { html, styleTags } = renderWithStyles(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location={pathname}>
        <ShellRoutes routes={createRoutes(PLACEHOLDER_CONFIG)} />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, styleTags, criticalFontUrls: fontFiles.filter((f) => f.critical).map((f) => f.url) };
}
