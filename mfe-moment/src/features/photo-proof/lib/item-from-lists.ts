// What the kept lists (the moment tab's challenging buckets, the achievement list) say about one item:
// the fields a proof screen needs, for an offline start without its detail (with-offline-fallback.ts).
import type { QueryClient } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';

export function momentFromLists(client: QueryClient, id: string) {
  for (const bucket of client.getQueryData(bucketQueries.challengingMain().queryKey) ?? []) {
    const moment = bucket.moments.find((m) => m.momentID === id);
    if (moment) return { ...moment, bucketContent: bucket.content };
  }
  return undefined;
}

export function achievementFromLists(client: QueryClient, id: string) {
  const bucket = client.getQueryData(bucketQueries.list('ACHIEVEMENT').queryKey)?.find((b) => b.bucketID === id);
  return bucket ? { ...bucket, type: 'ACHIEVEMENT' as const } : undefined;
}
