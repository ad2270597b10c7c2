// Home dashboard calls (docs/product-spec.md section 7). Types only from contracts: zod never reaches the browser.
import { getApiClient } from '@momentum/api-client/client';
import { HOME_PATHS } from './home-paths';
import type {
  CompletionRateResponse,
  ConsecutiveDaysResponse,
  HomeResponse,
  NotificationsResponse,
  UnreadCountResponse,
  WeekStatusResponse,
} from '@momentum/contracts';

export async function getConsecutiveDays(): Promise<ConsecutiveDaysResponse> {
  const { data } = await getApiClient().get<ConsecutiveDaysResponse>(HOME_PATHS.consecutiveDays);
  return data;
}

/** The newest 20 notifications; the server marks them read, so call it when the user opens the bell. */
export async function readNotifications(): Promise<NotificationsResponse['notifications']> {
  const { data } = await getApiClient().patch<NotificationsResponse>(HOME_PATHS.notifications);
  return data.notifications;
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await getApiClient().get<UnreadCountResponse>(HOME_PATHS.unreadCount);
  return data.unreadCount;
}

export async function getTodayMoments(): Promise<HomeResponse> {
  const { data } = await getApiClient().get<HomeResponse>(HOME_PATHS.today);
  return data;
}

export async function getWeekStatus(): Promise<WeekStatusResponse['weekStatus']> {
  const { data } = await getApiClient().get<WeekStatusResponse>(HOME_PATHS.week);
  return data.weekStatus;
}

/** Percent 0–100. docs/product-spec.md allows a numeric string on the wire: normalised to a number here. */
export async function getCompletionRate(): Promise<number> {
  const { data } = await getApiClient().get<CompletionRateResponse>(HOME_PATHS.completionRate);
  const rate = Number(data.completionRate);
  return Number.isFinite(rate) ? rate : 0;
}
