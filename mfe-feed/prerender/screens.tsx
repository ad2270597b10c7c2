// Named by rspack.config.ts (prerenderedScreens): /feed as a signed-in visitor sees it while the friends
// load, for the shell's page (ADR 0009): the title and the friend list's skeleton paint with the page.
import { datelessBaseScreen } from '@momentum/first-visit/prerender';
import FeedRoutes from '../src/exposes/routes';

export function renderPrerenderedScreens(now: Date) {
  return datelessBaseScreen(FeedRoutes, '/feed', now);
}
