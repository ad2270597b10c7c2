// Named by rspack.config.ts (prerenderedScreens): Home's dashboard as a signed-in visitor sees it while
// its data loads, for the shell's page (ADR 0009). Its bucket panel names the Seoul year: right until the next Seoul New Year.
import { renderRemoteScreen } from '@momentum/first-visit/prerender';
import { nextSeoulNewYear } from '@momentum/contracts/seoul-calendar';
import HomeRoutes from '../src/exposes/routes';

export function renderPrerenderedScreens(now: Date) {
  return { '/': { ...renderRemoteScreen(HomeRoutes, '/home', '/'), validUntil: nextSeoulNewYear(now).toISOString() } };
}
