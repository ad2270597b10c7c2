// Named by rspack.config.ts (prerenderedScreens): /feed as a signed-in visitor sees it while the friends
// load, for the shell's page (ADR 0009): the title and the carousel's skeleton paint with the page.
import { renderRemoteScreen } from '@momentum/first-visit/prerender';
import FeedRoutes from '../src/exposes/routes';

/** Nothing on it depends on the date: good until the next release replaces it. */
const VALID_FOR_MS = 365 * 24 * 60 * 60 * 1000;

export function renderPrerenderedScreens(now: Date) {
  return { '/': { ...renderRemoteScreen(FeedRoutes, '/feed', '/'), validUntil: new Date(now.getTime() + VALID_FOR_MS).toISOString() } };
}
