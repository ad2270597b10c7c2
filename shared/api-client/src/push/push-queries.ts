import { queryOptions } from '@tanstack/react-query';
import { getNotificationSettings, getVapidPublicKey } from './push-api';

export const pushQueries = {
  all: () => ['push'] as const,
  settings: () =>
    queryOptions({ queryKey: [...pushQueries.all(), 'settings'] as const, queryFn: getNotificationSettings }),
  // The key only changes with the server's VAPID pair (a deploy).
  vapidPublicKey: () =>
    queryOptions({
      queryKey: [...pushQueries.all(), 'vapid-public-key'] as const,
      queryFn: getVapidPublicKey,
      staleTime: Infinity,
    }),
};
