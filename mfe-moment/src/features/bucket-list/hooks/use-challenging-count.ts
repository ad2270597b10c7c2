import { useQuery } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';

export const useChallengingCount = () => useQuery(bucketQueries.challengingCount());
