import { queryOptions } from '@tanstack/react-query';
import { bucketQueries } from '../bucket/bucket-queries';
import { getMoment } from './moment-api';

/** Under the bucket prefix: invalidating `bucketQueries.all()` also refreshes moments. */
export const momentQueries = {
  all: () => [...bucketQueries.all(), 'moment'] as const,
  detail: (id: string) =>
    queryOptions({ queryKey: [...momentQueries.all(), 'detail', id] as const, queryFn: () => getMoment(id) }),
};
