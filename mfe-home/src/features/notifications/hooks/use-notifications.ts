import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { homeQueries } from '@momentum/api-client/home/queries';

/**
 * Mounted with the open modal: the PATCH runs on every opening and marks the shown notifications read,
 * so once it answers the bell's unread count is refetched (the dot goes away).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery(homeQueries.notifications());
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: homeQueries.unreadCount().queryKey });
  }, [dataUpdatedAt, queryClient]);
  return query;
}
