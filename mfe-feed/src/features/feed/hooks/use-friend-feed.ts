import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '@momentum/api-client/feed/queries';

/** The selected friend's feed; idle while no friend is selected. */
export function useFriendFeed(friendId: string | undefined) {
  return useQuery({ ...feedQueries.friend(friendId ?? ''), enabled: friendId !== undefined });
}
