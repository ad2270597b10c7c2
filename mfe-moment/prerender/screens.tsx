// Named by rspack.config.ts (prerenderedScreens): /moment as a signed-in visitor sees it while its
// challenges load, for the shell's page (ADR 0009): the top switch and the placeholders paint with the page.
import { renderRemoteScreen } from '@momentum/first-visit/prerender';
import MomentRoutes from '../src/exposes/routes';

/** Nothing on it depends on the date: good until the next release replaces it. */
const VALID_FOR_MS = 365 * 24 * 60 * 60 * 1000;

export function renderPrerenderedScreens(now: Date) {
  return { '/': { ...renderRemoteScreen(MomentRoutes, '/moment', '/'), validUntil: new Date(now.getTime() + VALID_FOR_MS).toISOString() } };
}
