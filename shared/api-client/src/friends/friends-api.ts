import { callRoute } from '@momentum/api-client/client';
import { friendEndpoints } from '@momentum/contracts/endpoints';
import type { AddFriendResponse, FriendItem, InviteResponse, PinFriendResponse } from '@momentum/contracts';

export type { AddFriendResponse, FriendItem, InviteResponse, PinFriendResponse };

export async function getFriends() {
  return (await callRoute(friendEndpoints.list)).friends;
}

export function checkFriendCode(friendCode: string) {
  return callRoute(friendEndpoints.checkCode, { body: { friendCode } });
}

export function addFriend(friendCode: string) {
  return callRoute(friendEndpoints.add, { body: { friendCode } });
}

export function deleteFriend(friendUserID: string) {
  return callRoute(friendEndpoints.remove, { body: { friendUserID } });
}

export function toggleFriendPin(friendUserID: string) {
  return callRoute(friendEndpoints.togglePin, { body: { friendUserID } });
}

export function knockFriend(friendUserID: string) {
  return callRoute(friendEndpoints.knock, { body: { friendUserID } });
}

export function cheerMoment(friendId: string, momentId: string) {
  return callRoute(friendEndpoints.cheer, { params: { friendId, momentId } });
}

export function getInvite(friendCode: string) {
  return callRoute(friendEndpoints.invite, { params: { friendCode } });
}

export function giveFreeze(friendId: string) {
  return callRoute(friendEndpoints.freezeGift, { params: { friendId } });
}
