import { useQuery } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import type { BucketType } from '@momentum/contracts/enums';

export const useBuckets = (type: BucketType) => useQuery(bucketQueries.list(type));
