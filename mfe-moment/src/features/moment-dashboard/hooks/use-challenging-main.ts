import { useQuery } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';

export const useChallengingMain = () => useQuery(bucketQueries.challengingMain());
