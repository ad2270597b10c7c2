import { queryOptions } from '@tanstack/react-query';
import { getBucketProofs, getDiaryMonth } from './diary-api';

// Each month is its own query, so the device keeps every month it showed for offline (ADR 0015).
export const diaryQueries = {
  all: () => ['diary'] as const,
  month: (month: string) => queryOptions({ queryKey: [...diaryQueries.all(), 'month', month] as const, queryFn: () => getDiaryMonth(month) }),
  bucket: (bucketId: string) =>
    queryOptions({ queryKey: [...diaryQueries.all(), 'bucket', bucketId] as const, queryFn: () => getBucketProofs(bucketId) }),
};
