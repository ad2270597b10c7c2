import { callRoute } from '@momentum/api-client/client';
import { homeEndpoints } from '@momentum/contracts/endpoints';

/** The streak with the 작심 보호권 held and this week's protected days (reading it applies them). */
export function getStreak() {
  return callRoute(homeEndpoints.streak);
}
