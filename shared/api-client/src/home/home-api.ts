// Home dashboard calls (spec section 7). Types only from contracts: zod never reaches the browser.
import { getApiClient } from '@momentum/api-client/client';
import type {
  CompletionRateResponse,
  ConsecutiveDaysResponse,
  HomeResponse,
  NotificationsResponse,
  UnreadCountResponse,
  WeekStatusResponse,
} from '@momentum/contracts';

export async function getConsecutiveDays(): Promise<ConsecutiveDaysResponse> {
  const { data } = await getApiClient().get<ConsecutiveDaysResponse>('/api/home/consecutiveDays');
  return data;
}

/** The newest 20 notifications; the server marks them read, so call it when the user opens the bell. */
export async function readNotifications(): Promise<NotificationsResponse['notifications']> {
  const { data } = await getApiClient().patch<NotificationsResponse>('/api/home/notifications');
  return data.notifications;
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await getApiClient().get<UnreadCountResponse>('/api/home/notifications/unread-count');
  return data.unreadCount;
}

export async function getTodayMoments(): Promise<HomeResponse> {
  const { data } = await getApiClient().get<HomeResponse>('/api/home');
  return data;
}

export async function getWeekStatus(): Promise<WeekStatusResponse['weekStatus']> {
  const { data } = await getApiClient().get<WeekStatusResponse>('/api/home/momentsComplete/week');
  return data.weekStatus;
}

/** Percent 0–100. The spec allows a numeric string on the wire: normalised to a number here. */
export async function getCompletionRate(): Promise<number> {
  const { data } = await getApiClient().get<CompletionRateResponse>('/api/home/completedbucket');
  const rate = Number(data.completionRate);
  return Number.isFinite(rate) ? rate : 0;
}
