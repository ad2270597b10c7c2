// Failures become docs/product-spec.md's AI failure values (null / []): the wizard alerts, the user goes on by hand.
import { callRoute } from '@momentum/api-client/client';
import { aiEndpoints } from '@momentum/contracts/endpoints';

export async function estimateDuration(goal: string): Promise<number | null> {
  try {
    const { days } = await callRoute(aiEndpoints.duration, { body: { goal } });
    return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null;
  } catch {
    return null;
  }
}

export async function planSteps(goal: string, count: number): Promise<string[]> {
  try {
    const { steps } = await callRoute(aiEndpoints.plan, { body: { goal, count } });
    return Array.isArray(steps) ? steps.filter((s) => typeof s === 'string').slice(0, count) : [];
  } catch {
    return [];
  }
}
