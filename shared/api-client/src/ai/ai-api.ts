// AI drafting through our server (the key never reaches the browser). Failures become the AI failure
// values of docs/product-spec.md (null / []), so the wizard shows its alert and the user continues by hand.
import { callRoute } from '@momentum/api-client/client';
import { aiEndpoints } from '@momentum/contracts/endpoints';

/** Days for the goal, or null (AI not configured (503), rate limited, down or unusable answer). */
export async function estimateDuration(goal: string): Promise<number | null> {
  try {
    const { days } = await callRoute(aiEndpoints.duration, { body: { goal } });
    return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null;
  } catch {
    return null;
  }
}

/** At most `count` steps; [] on any failure. */
export async function planSteps(goal: string, count: number): Promise<string[]> {
  try {
    const { steps } = await callRoute(aiEndpoints.plan, { body: { goal, count } });
    return Array.isArray(steps) ? steps.filter((s) => typeof s === 'string').slice(0, count) : [];
  } catch {
    return [];
  }
}
