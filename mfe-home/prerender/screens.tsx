// Build-time only (Node): Home's dashboard as a signed-in visitor sees it while its data loads, for
// the shell's server to serve /home with the screen already in the page (ADR 0009). The title of the
// bucket panel names the Seoul year, so the markup is right until the next Seoul New Year.
import '@momentum/app-kit/prerender/signed-in-storage';
import { renderRemoteScreen } from '@momentum/app-kit/prerender/render-remote-screen';
import { nextSeoulNewYear } from '@momentum/contracts/seoul-calendar';
import HomeRoutes from '../src/exposes/routes';

export function renderPrerenderedScreens(now: Date) {
  return { '/': { ...renderRemoteScreen(HomeRoutes, '/home', '/'), validUntil: nextSeoulNewYear(now).toISOString() } };
}
