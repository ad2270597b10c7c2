// The client by package name, not a relative path: Module Federation then shares the one configured
// instance even when a remote provides this module.
import { getApiClient } from '@momentum/api-client/client';
import type {
  AddFriendResponse,
  CheckFriendCodeResponse,
  FriendItem,
  FriendsResponse,
  MessageResponse,
  PinFriendResponse,
} from '@momentum/contracts';

export type { AddFriendResponse, FriendItem, PinFriendResponse };

/** The caller's friends: pinned first (most recently pinned first), then oldest friendship first. */
export async function getFriends(): Promise<FriendItem[]> {
  const { data } = await getApiClient().get<FriendsResponse>('/api/friends');
  return data.friends;
}

/** Looks a friend code up before adding: `{ nickname }`; 404 unknown, 400 own code, 409 already friends. */
export async function checkFriendCode(friendCode: string): Promise<CheckFriendCodeResponse> {
  const { data } = await getApiClient().post<CheckFriendCodeResponse>('/api/friends/check-friendCode', { friendCode });
  return data;
}

/** Adds a friend by code (mutual, immediate). `message` is the Korean result text. */
export async function addFriend(friendCode: string): Promise<AddFriendResponse> {
  const { data } = await getApiClient().post<AddFriendResponse>('/api/friends', { friendCode });
  return data;
}

export async function deleteFriend(friendUserID: string): Promise<MessageResponse> {
  const { data } = await getApiClient().delete<MessageResponse>('/api/friends', { data: { friendUserID } });
  return data;
}

/** Flips the caller's pin on this friend; `isFixed` is the new state. */
export async function toggleFriendPin(friendUserID: string): Promise<PinFriendResponse> {
  const { data } = await getApiClient().patch<PinFriendResponse>('/api/friends/fixed', { friendUserID });
  return data;
}

export async function knockFriend(friendUserID: string): Promise<MessageResponse> {
  const { data } = await getApiClient().post<MessageResponse>('/api/friends/knock', { friendUserID });
  return data;
}

export async function cheerMoment(friendId: string, momentId: string): Promise<MessageResponse> {
  const path = `/api/friends/cheer/${encodeURIComponent(friendId)}/${encodeURIComponent(momentId)}`;
  const { data } = await getApiClient().post<MessageResponse>(path);
  return data;
}
