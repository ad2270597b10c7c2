// The GETs Home's first render sends, by route under /home: the shell's page starts them while Home's
// code downloads (ADR 0008). Built into dist/first-screen.json; home-page.test.tsx checks that this is
// exactly what the page asks for, so the list cannot drift from the sections.
import { HOME_PATHS } from '@momentum/api-client/home/paths';

export const FIRST_SCREEN_REQUESTS = {
  '/': [HOME_PATHS.unreadCount, HOME_PATHS.consecutiveDays, HOME_PATHS.week, HOME_PATHS.today, HOME_PATHS.completionRate],
} as const;
