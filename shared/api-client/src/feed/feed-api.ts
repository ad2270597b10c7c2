import { callRoute } from '@momentum/api-client/client';
import { feedEndpoints } from '@momentum/contracts/endpoints';
import type { FeedMoment, FeedResponse } from '@momentum/contracts';

export type { FeedMoment, FeedResponse };

export function getFriendFeed(friendId: string) {
  return callRoute(feedEndpoints.friendFeed, { params: { friendId } });
}
