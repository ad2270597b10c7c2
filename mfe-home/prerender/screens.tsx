// Named by rspack.config.ts (prerenderedScreens): Home's dashboard as a signed-in visitor sees it while its data
// loads, for the shell's page (ADR 0009), with the bell's list as its tap first shows it (ADR 0024). Its bucket
// panel names the Seoul year: right until the next Seoul New Year.
import { renderRemoteScreen, renderTapFrame } from '@momentum/first-visit/prerender';
import { nextSeoulNewYear } from '@momentum/contracts/seoul-calendar';
import HomeRoutes from '../src/exposes/routes';
import { NotificationModal } from '../src/features/notifications/components/notification-modal';
import { NOTIFICATIONS_FRAME } from '../src/features/notifications/components/notification-bell';

export function renderPrerenderedScreens(now: Date) {
  const screen = renderRemoteScreen(HomeRoutes, '/home', '/');
  const list = renderTapFrame(<NotificationModal inPlace onClose={() => undefined} />, NOTIFICATIONS_FRAME);
  return {
    '/': {
      html: screen.html,
      styleTags: screen.styleTags + list.styleTags,
      tapFrames: { [NOTIFICATIONS_FRAME]: list.html },
      validUntil: nextSeoulNewYear(now).toISOString(),
    },
  };
}
