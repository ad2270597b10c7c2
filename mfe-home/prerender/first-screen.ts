// The GETs Home's first render sends, by route: the build writes them to first-screen.json and the shell's
// page starts them while Home's code downloads (ADR 0008); first-screen.test.tsx checks the list matches.
import { homeEndpoints } from '@momentum/contracts/endpoints';

export const FIRST_SCREEN_REQUESTS = {
  '/': [
    homeEndpoints.unreadCount.path,
    homeEndpoints.consecutiveDays.path,
    homeEndpoints.weekStatus.path,
    homeEndpoints.today.path,
    homeEndpoints.completionRate.path,
  ],
} as const;
