import { z } from 'zod';
import { MessageResponse } from './common';
import { defineRoute } from './define-route';
import { friendEndpoints } from './endpoints';
import { FRIEND_CODE_PATTERN, FriendCode, UserResponse } from './users';

const friendUserId = z.uuid({ error: '친구 ID 형식이 올바르지 않습니다.' });

/** One friend as the caller sees it: pinning and the knock budget are the caller's side only. */
export const FriendItem = z.object({
  userID: z.string(),
  ...UserResponse.pick({ nickname: true, profileImageUrl: true }).shape,
  isFixed: z.boolean(),
  isKnock: z.boolean(),
});
export type FriendItem = z.infer<typeof FriendItem>;

export const FriendsResponse = z.object({ friends: z.array(FriendItem) });
export type FriendsResponse = z.infer<typeof FriendsResponse>;

export const FriendCodeRequest = z.object({ friendCode: FriendCode });
export type FriendCodeRequest = z.input<typeof FriendCodeRequest>;

export const CheckFriendCodeResponse = UserResponse.pick({ nickname: true });
export type CheckFriendCodeResponse = z.infer<typeof CheckFriendCodeResponse>;

export const AddFriendResponse = MessageResponse.extend({ friend: FriendItem.optional() });
export type AddFriendResponse = z.infer<typeof AddFriendResponse>;

export const FriendUserRequest = z.object({ friendUserID: friendUserId });
export type FriendUserRequest = z.infer<typeof FriendUserRequest>;

export const PinFriendResponse = MessageResponse.extend({ isFixed: z.boolean() });
export type PinFriendResponse = z.infer<typeof PinFriendResponse>;

export const CheerParams = z.object({
  friendId: friendUserId,
  momentId: z.uuid({ error: '모멘트 ID 형식이 올바르지 않습니다.' }),
});
export type CheerParams = z.infer<typeof CheerParams>;

/** Whom an invite link names, as the one who opened it sees them. */
const INVITE_RELATIONS = ['NEW', 'FRIEND', 'SELF'] as const;
export const INVITE_LINK_INVALID = '초대 링크가 올바르지 않아요.';

// A malformed code answers like an unknown one: the link is what the person has, not the code rule.
export const InviteParams = z.object({
  friendCode: z.string().trim().toUpperCase().regex(FRIEND_CODE_PATTERN, { error: INVITE_LINK_INVALID }),
});
export type InviteParams = z.infer<typeof InviteParams>;

export const InviteResponse = z.object({
  ...UserResponse.pick({ nickname: true, profileImageUrl: true }).shape,
  relation: z.enum(INVITE_RELATIONS),
});
export type InviteResponse = z.infer<typeof InviteResponse>;

export const FriendParams = z.object({ friendId: friendUserId });
export type FriendParams = z.infer<typeof FriendParams>;

export const friendRoutes = {
  list: defineRoute({
    ...friendEndpoints.list,
    auth: true,
    tag: 'friends',
    summary: '친구 목록 (고정한 친구 먼저)',
    response: FriendsResponse,
  }),
  checkCode: defineRoute({
    ...friendEndpoints.checkCode,
    auth: true,
    tag: 'friends',
    summary: '친구 코드로 닉네임 확인 (사용자별 요청 제한)',
    body: FriendCodeRequest,
    response: CheckFriendCodeResponse,
  }),
  add: defineRoute({
    ...friendEndpoints.add,
    auth: true,
    tag: 'friends',
    summary: '친구 코드로 친구 추가 (양쪽 모두 즉시 친구)',
    body: FriendCodeRequest,
    response: AddFriendResponse,
  }),
  remove: defineRoute({
    ...friendEndpoints.remove,
    auth: true,
    tag: 'friends',
    summary: '친구 삭제 (양쪽 관계와 서로의 응원 삭제)',
    body: FriendUserRequest,
    response: MessageResponse,
  }),
  togglePin: defineRoute({
    ...friendEndpoints.togglePin,
    auth: true,
    tag: 'friends',
    summary: '친구 고정 켜기/끄기 (내 목록에서만)',
    body: FriendUserRequest,
    response: PinFriendResponse,
  }),
  knock: defineRoute({
    ...friendEndpoints.knock,
    auth: true,
    tag: 'friends',
    summary: '조용한 친구에게 노크 (친구마다 주 1회)',
    body: FriendUserRequest,
    response: MessageResponse,
  }),
  cheer: defineRoute({
    ...friendEndpoints.cheer,
    auth: true,
    tag: 'friends',
    summary: '친구의 완료한 모멘트 응원 (모멘트마다 한 번)',
    params: CheerParams,
    response: MessageResponse,
  }),
  invite: defineRoute({
    ...friendEndpoints.invite,
    auth: true,
    tag: 'friends',
    summary: '초대 링크의 친구 코드로 초대한 사람 확인 (친구 코드 확인과 같은 요청 제한)',
    params: InviteParams,
    response: InviteResponse,
  }),
  freezeGift: defineRoute({
    ...friendEndpoints.freezeGift,
    auth: true,
    tag: 'friends',
    summary: '친구에게 작심 보호권 선물 (친구마다 주 1회, 친구가 2개 미만일 때)',
    params: FriendParams,
    response: MessageResponse,
  }),
} as const;
