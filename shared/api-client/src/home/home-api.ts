import { callRoute } from '@momentum/api-client/client';
import { homeEndpoints } from '@momentum/contracts/endpoints';

export function getConsecutiveDays() {
  return callRoute(homeEndpoints.consecutiveDays);
}

/** The newest 20 notifications; the server marks them read, so call it when the user opens the bell. */
export async function readNotifications() {
  return (await callRoute(homeEndpoints.readNotifications)).notifications;
}

export async function getUnreadCount(): Promise<number> {
  return (await callRoute(homeEndpoints.unreadCount)).unreadCount;
}

export function getTodayMoments() {
  return callRoute(homeEndpoints.today);
}

export async function getWeekStatus() {
  return (await callRoute(homeEndpoints.weekStatus)).weekStatus;
}

/** docs/product-spec.md allows a numeric string on the wire. */
export async function getCompletionRate(): Promise<number> {
  const rate = Number((await callRoute(homeEndpoints.completionRate)).completionRate);
  return Number.isFinite(rate) ? rate : 0;
}
