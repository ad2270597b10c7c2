import { callRoute } from '@momentum/api-client/client';
import { feedEndpoints } from '@momentum/contracts/endpoints';
import type { FeedMoment, FeedResponse } from '@momentum/contracts';

export type { FeedMoment, FeedResponse };

/** A friend's completed moments of the last 7 days, newest first; 404 when not a friend. */
export function getFriendFeed(friendId: string) {
  return callRoute(feedEndpoints.friendFeed, { params: { friendId } });
}
