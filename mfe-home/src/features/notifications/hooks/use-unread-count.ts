import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showAppBadge } from '@momentum/app-kit/app-badge';
import { homeQueries } from '@momentum/api-client/home/queries';

/** The bell's count, which the installed app's icon shows too (cleared once the list is read). */
export function useUnreadCount() {
  const query = useQuery(homeQueries.unreadCount());
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) void showAppBadge(navigator, data);
  }, [data]);
  return query;
}
