// Test-only: default answers of the stubbed `@momentum/api-client/home` functions (a new user's home).
import type { Mock } from 'vitest';
import type * as HomeApi from '@momentum/api-client/home';

type Api = typeof HomeApi;

export const WEEK = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'];

export function resetHomeApi(api: { [K in keyof Api]: Mock }): void {
  api.getConsecutiveDays.mockResolvedValue({ success: true, consecutiveDays: 1 });
  api.getUnreadCount.mockResolvedValue(0);
  api.readNotifications.mockResolvedValue([]);
  api.getTodayMoments.mockResolvedValue({ moments: [], completedCount: 0 });
  api.getWeekStatus.mockResolvedValue(WEEK.map((date) => ({ date, isComplete: false })));
  api.getCompletionRate.mockResolvedValue(0);
}
