import { z } from 'zod';
import { defineRoute } from './define-route';
import { userEndpoints } from './endpoints';
import { MessageResponse } from './common';
import { FRIEND_CODE_LENGTH } from './limits';
import { shortText } from './short-text';
import { NICKNAME_RULE } from './text-rules';

export const FRIEND_CODE_PATTERN = /^[A-Z]{4}[0-9]{4}$/;

export const FriendCode = z
  .string({ error: '친구 코드를 입력해 주세요.' })
  .trim()
  .toUpperCase()
  .regex(FRIEND_CODE_PATTERN, { error: `친구 코드는 ${FRIEND_CODE_LENGTH}자리(영문 4자 + 숫자 4자)입니다.` });

export const UserResponse = z.object({
  nickname: z.string(),
  /** Null when the provider gave no email. */
  email: z.string().nullable(),
  /** Always an absolute URL: the uploaded photo, the provider's image, or the default avatar. */
  profileImageUrl: z.string(),
  friendCode: z.string(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const MeResponse = z.object({ user: UserResponse });
export type MeResponse = z.infer<typeof MeResponse>;

export const FriendCodeResponse = UserResponse.pick({ friendCode: true });
export type FriendCodeResponse = z.infer<typeof FriendCodeResponse>;

/** docs/decisions.md "Nickname": 1–20 characters after trimming (NFC), and readable (text-rules.ts). */
export const Nickname = shortText(NICKNAME_RULE);

/** A form without `newNickname` keeps the current nickname. */
export const ProfileUpdateFields = z.object({ newNickname: Nickname.optional() });
export type ProfileUpdateFields = z.infer<typeof ProfileUpdateFields>;

export const ProfileUpdateResponse = MessageResponse.extend({ user: UserResponse });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

export const userRoutes = {
  me: defineRoute({
    ...userEndpoints.me,
    auth: true,
    tag: 'users',
    summary: '내 정보 ({ user })',
    response: MeResponse,
  }),
  friendCode: defineRoute({
    ...userEndpoints.friendCode,
    auth: true,
    tag: 'users',
    summary: '내 친구 코드',
    response: FriendCodeResponse,
  }),
  deleteMe: defineRoute({
    ...userEndpoints.deleteMe,
    auth: true,
    tag: 'users',
    summary: '회원 탈퇴: 사용자의 모든 데이터와 사진 파일을 삭제하고 리프레시 쿠키를 지움',
    response: MessageResponse,
  }),
  updateProfile: defineRoute({
    ...userEndpoints.updateProfile,
    auth: true,
    tag: 'users',
    summary: '프로필 수정 (multipart/form-data: profileImage 파일 선택, newNickname 1–20자)',
    form: { file: 'profileImage', fields: ProfileUpdateFields },
    response: ProfileUpdateResponse,
  }),
} as const;
