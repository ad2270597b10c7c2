// After any write to buckets or moments: every bucket, moment and diary query, and Home's dashboard (the streak,
// the week, today's moments and the completion rate all move with them; Home's answers stay fresh for a
// few seconds after a fetch, so a write must say so rather than count on the next mount refetching).
import type { QueryClient } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { homeQueries } from '@momentum/api-client/home/queries';
import { diaryQueries } from '@momentum/api-client/diary/queries';

export function invalidateAfterWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bucketQueries.all() }),
    queryClient.invalidateQueries({ queryKey: homeQueries.all() }),
    queryClient.invalidateQueries({ queryKey: diaryQueries.all() }),
  ]);
}
