import { queryOptions } from '@tanstack/react-query';
import {
  getCompletionRate,
  getConsecutiveDays,
  getTodayMoments,
  getUnreadCount,
  getWeekStatus,
  readNotifications,
} from './home-api';

// So Home does not refetch what the shell just prefetched (ADR 0008); writes invalidate ['home'] at once.
const DASHBOARD_FRESH_MS = 5_000;

export const homeQueries = {
  all: () => ['home'] as const,
  consecutiveDays: () =>
    queryOptions({ queryKey: [...homeQueries.all(), 'consecutive-days'] as const, queryFn: getConsecutiveDays, staleTime: DASHBOARD_FRESH_MS }),
  today: () => queryOptions({ queryKey: [...homeQueries.all(), 'today'] as const, queryFn: getTodayMoments, staleTime: DASHBOARD_FRESH_MS }),
  week: () => queryOptions({ queryKey: [...homeQueries.all(), 'week'] as const, queryFn: getWeekStatus, staleTime: DASHBOARD_FRESH_MS }),
  completionRate: () =>
    queryOptions({ queryKey: [...homeQueries.all(), 'completion-rate'] as const, queryFn: getCompletionRate, staleTime: DASHBOARD_FRESH_MS }),
  notificationsAll: () => [...homeQueries.all(), 'notifications'] as const,
  unreadCount: () =>
    queryOptions({ queryKey: [...homeQueries.notificationsAll(), 'unread-count'] as const, queryFn: getUnreadCount, staleTime: DASHBOARD_FRESH_MS }),
  // Reading marks read on the server: fetched fresh on every opening, nothing kept once the modal closes.
  notifications: () =>
    queryOptions({
      queryKey: [...homeQueries.notificationsAll(), 'list'] as const,
      queryFn: readNotifications,
      staleTime: 0,
      gcTime: 0,
    }),
};
