import { queryOptions } from '@tanstack/react-query';
import { getNotificationSettings, getVapidPublicKey } from './push-api';

/** Keys go from generic to specific: `pushQueries.all()` invalidates every push query. */
export const pushQueries = {
  all: () => ['push'] as const,
  settings: () =>
    queryOptions({ queryKey: [...pushQueries.all(), 'settings'] as const, queryFn: getNotificationSettings }),
  /** The key only changes when the server's VAPID pair does (a deploy), so it never goes stale. */
  vapidPublicKey: () =>
    queryOptions({
      queryKey: [...pushQueries.all(), 'vapid-public-key'] as const,
      queryFn: getVapidPublicKey,
      staleTime: Infinity,
    }),
};
