import { queryOptions } from '@tanstack/react-query';
import {
  getCompletionRate,
  getConsecutiveDays,
  getTodayMoments,
  getUnreadCount,
  getWeekStatus,
  readNotifications,
} from './home-api';

// Keys go from generic to specific: `homeQueries.all()` invalidates the whole dashboard,
// `homeQueries.notificationsAll()` the bell.
/**
 * The dashboard's answers count as fresh this long: the shell prefetches them just before Home's first
 * render (ADR 0008), and mounting must not ask for them again. Changes still refetch at once: every
 * mutation that moves them invalidates ['home'].
 */
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
  /**
   * Reading marks read on the server: fetched fresh on every opening (staleTime 0, no cache kept after
   * the modal closes) and never retried behind the user's back on focus.
   */
  notifications: () =>
    queryOptions({
      queryKey: [...homeQueries.notificationsAll(), 'list'] as const,
      queryFn: readNotifications,
      staleTime: 0,
      gcTime: 0,
    }),
};
