// Named by rspack.config.ts (prerenderedScreens): My page as a signed-in visitor sees it while its profile
// loads, for the shell's page (ADR 0009): its rows are painted with the page, so a tap on one is kept.
import { renderRemoteScreen } from '@momentum/first-visit/prerender';
import MypageRoutes from '../src/exposes/routes';

/** Nothing on it depends on the date: good until the next release replaces it. */
const VALID_FOR_MS = 365 * 24 * 60 * 60 * 1000;

export function renderPrerenderedScreens(now: Date) {
  return { '/': { ...renderRemoteScreen(MypageRoutes, '/mypage', '/'), validUntil: new Date(now.getTime() + VALID_FOR_MS).toISOString() } };
}
