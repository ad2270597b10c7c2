// Build-time only: a remote's screen while its data loads (ADR 0009), hydrated with the shell's frame as one tree, so it
// must match the shell's render there: same providers without their markup or global styles, under `<basePath>/*`.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from '@momentum/app-kit/router';
import { AppProviders } from '@momentum/app-kit/providers';
import { createQueryClient } from '@momentum/api-client/query-client';
import { renderWithStyles } from './render-with-styles';

// Text, not elements: the markers add no element to the render.
const START = 'MOMENTUM-REMOTE-SCREEN-START';
const END = 'MOMENTUM-REMOTE-SCREEN-END';

export interface RenderedRemoteScreen {
  html: string;
  styleTags: string;
}

/** `children` rendered inside the app's providers, with the rules it used: only its own markup, none of theirs. */
function renderInProviders(children: ReactNode, what: string, identifierPrefix?: string): RenderedRemoteScreen {
  const { html: page, styleTags } = renderWithStyles(
    <AppProviders queryClient={createQueryClient()} globalStyle={false}>
      {START}
      {children}
      {END}
    </AppProviders>,
    identifierPrefix,
  );
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start || page.indexOf(START, start + 1) >= 0) throw new Error('prerender: the screen markers are missing');
  const html = page.slice(start + START.length, end);
  // A screen starting or ending with text would be joined to the markers by React's text separators.
  if (!html.startsWith('<') || html.startsWith('<!-- -->') || html.endsWith('<!-- -->')) {
    throw new Error(`prerender: ${what} must render an element first and last, not text`);
  }
  return { html, styleTags };
}

export function renderRemoteScreen(RemoteRoutes: ComponentType, basePath: string, route: string): RenderedRemoteScreen {
  const location = route === '/' ? basePath : `${basePath}${route}`;
  return renderInProviders(
    <StaticRouter location={location}>
      <Routes>
        <Route path={`${basePath.slice(1)}/*`} element={<RemoteRoutes />} />
      </Routes>
    </StaticRouter>,
    location,
  );
}

/** What a control's tap opens, first frame (a dialog in place, loading), for the keeper (ADR 0024); its ids never meet the screen's. */
export function renderTapFrame(frame: ReactElement, name: string): RenderedRemoteScreen {
  return renderInProviders(frame, `tap frame ${name}`, `tap-${name}-`);
}
