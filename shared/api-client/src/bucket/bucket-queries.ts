import { queryOptions } from '@tanstack/react-query';
import type { BucketType } from '@momentum/contracts/enums';
import { getBucket, getBuckets, getChallengingBuckets, getChallengingCount } from './bucket-api';

export const bucketQueries = {
  all: () => ['bucket'] as const,
  lists: () => [...bucketQueries.all(), 'list'] as const,
  list: (type: BucketType) =>
    queryOptions({ queryKey: [...bucketQueries.lists(), type] as const, queryFn: () => getBuckets(type) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...bucketQueries.all(), 'detail', id] as const, queryFn: () => getBucket(id) }),
  challenging: () => [...bucketQueries.all(), 'challenging'] as const,
  challengingMain: () =>
    queryOptions({ queryKey: [...bucketQueries.challenging(), 'main'] as const, queryFn: getChallengingBuckets }),
  challengingCount: () =>
    queryOptions({ queryKey: [...bucketQueries.challenging(), 'count'] as const, queryFn: getChallengingCount }),
};
