// Apart from home-queries: only the 보호권 parts, loaded after Home's first screen, fetch the streak.
import { queryOptions } from '@tanstack/react-query';
import { homeQueries } from './home-queries';
import { getStreak } from './streak-api';

export const streakQueries = {
  // Under ['home']: a proof or a gift invalidates it with the rest of the dashboard.
  streak: () => queryOptions({ queryKey: [...homeQueries.all(), 'streak'] as const, queryFn: getStreak }),
};
