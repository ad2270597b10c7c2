import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '@momentum/api-client/home/queries';

export function useTodayMoments() {
  return useQuery(homeQueries.today());
}
