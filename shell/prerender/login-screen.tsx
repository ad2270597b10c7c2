// Named by rspack.config.ts: the shell's route tree, which only the shell can import, for the prerender (ADR 0007).
import { renderAppScreen, PLACEHOLDER_CONFIG, type RenderedScreen } from '@momentum/first-visit/prerender';
import { createRoutes } from '../src/app/routes';

export function renderShellScreen(pathname: string): RenderedScreen {
  return renderAppScreen(createRoutes(PLACEHOLDER_CONFIG), pathname);
}
