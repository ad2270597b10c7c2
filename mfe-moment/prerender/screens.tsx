// Named by rspack.config.ts (prerenderedScreens): /moment as a signed-in visitor sees it while its
// challenges load, for the shell's page (ADR 0009): the top switch and the placeholders paint with the page.
import { datelessBaseScreen } from '@momentum/first-visit/prerender';
import MomentRoutes from '../src/exposes/routes';

export function renderPrerenderedScreens(now: Date) {
  return datelessBaseScreen(MomentRoutes, '/moment', now);
}
