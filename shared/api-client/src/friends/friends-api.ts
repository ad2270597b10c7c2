// Friends calls; paths, bodies and answers come from the contracts.
import { callRoute } from '@momentum/api-client/client';
import { friendEndpoints } from '@momentum/contracts/endpoints';
import type { AddFriendResponse, FriendItem, PinFriendResponse } from '@momentum/contracts';

export type { AddFriendResponse, FriendItem, PinFriendResponse };

/** The caller's friends: pinned first (most recently pinned first), then oldest friendship first. */
export async function getFriends() {
  return (await callRoute(friendEndpoints.list)).friends;
}

/** Looks a friend code up before adding: `{ nickname }`; 404 unknown, 400 own code, 409 already friends. */
export function checkFriendCode(friendCode: string) {
  return callRoute(friendEndpoints.checkCode, { body: { friendCode } });
}

/** Adds a friend by code (mutual, immediate). `message` is the Korean result text. */
export function addFriend(friendCode: string) {
  return callRoute(friendEndpoints.add, { body: { friendCode } });
}

export function deleteFriend(friendUserID: string) {
  return callRoute(friendEndpoints.remove, { body: { friendUserID } });
}

/** Flips the caller's pin on this friend; `isFixed` is the new state. */
export function toggleFriendPin(friendUserID: string) {
  return callRoute(friendEndpoints.togglePin, { body: { friendUserID } });
}

export function knockFriend(friendUserID: string) {
  return callRoute(friendEndpoints.knock, { body: { friendUserID } });
}

export function cheerMoment(friendId: string, momentId: string) {
  return callRoute(friendEndpoints.cheer, { params: { friendId, momentId } });
}
