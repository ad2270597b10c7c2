import { getApiClient } from '@momentum/api-client/client';
import type { FeedMoment, FeedResponse } from '@momentum/contracts';

export type { FeedMoment, FeedResponse };

/** A friend's completed moments of the last 7 days, newest first; 404 when not a friend. */
export async function getFriendFeed(friendId: string): Promise<FeedResponse> {
  const { data } = await getApiClient().get<FeedResponse>(`/api/feed/${encodeURIComponent(friendId)}`);
  return data;
}
