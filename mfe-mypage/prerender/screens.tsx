// Named by rspack.config.ts (prerenderedScreens): My page as a signed-in visitor sees it while its profile
// loads, for the shell's page (ADR 0009): its rows are painted with the page, so a tap on one is kept.
import { datelessBaseScreen } from '@momentum/first-visit/prerender';
import MypageRoutes from '../src/exposes/routes';

export function renderPrerenderedScreens(now: Date) {
  return datelessBaseScreen(MypageRoutes, '/mypage', now);
}
