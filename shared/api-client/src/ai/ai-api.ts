// AI drafting through our server (the key never reaches the browser). Failures become the AI failure
// values of docs/product-spec.md (null / []), so the wizard shows its alert and the user continues by hand.
import { getApiClient } from '@momentum/api-client/client';
import type { AiDurationResponse, AiPlanResponse } from '@momentum/contracts';

/** Days for the goal, or null (AI not configured (503), rate limited, down or unusable answer). */
export async function estimateDuration(goal: string): Promise<number | null> {
  try {
    const { data } = await getApiClient().post<AiDurationResponse>('/api/ai/duration', { goal });
    return typeof data.days === 'number' && Number.isInteger(data.days) && data.days > 0 ? data.days : null;
  } catch {
    return null;
  }
}

/** At most `count` steps; [] on any failure. */
export async function planSteps(goal: string, count: number): Promise<string[]> {
  try {
    const { data } = await getApiClient().post<AiPlanResponse>('/api/ai/plan', { goal, count });
    return Array.isArray(data.steps) ? data.steps.filter((s) => typeof s === 'string').slice(0, count) : [];
  } catch {
    return [];
  }
}
