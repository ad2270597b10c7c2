// Named by rspack.config.ts: the shell's own route tree, which only the shell can import, rendered by
// @momentum/first-visit/prerender for login.html (ADR 0007) and the tabs' frames (tab-frame.tsx).
import { renderAppScreen, PLACEHOLDER_CONFIG, type RenderedScreen } from '@momentum/first-visit/prerender';
import { createRoutes } from '../src/app/routes';

export function renderShellScreen(pathname: string): RenderedScreen {
  return renderAppScreen(createRoutes(PLACEHOLDER_CONFIG), pathname);
}
