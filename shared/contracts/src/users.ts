import { z } from 'zod';
import { defineRoute } from './define-route';
import { FRIEND_CODE_LENGTH } from './limits';

export const FriendCode = z
  .string({ error: '친구 코드를 입력해 주세요.' })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z]{4}[0-9]{4}$`), { error: `친구 코드는 ${FRIEND_CODE_LENGTH}자리(영문 4자 + 숫자 4자)입니다.` });

export const UserResponse = z.object({
  nickname: z.string(),
  /** Null when the provider gave no email. */
  email: z.string().nullable(),
  /** Always an absolute URL: the uploaded photo, the provider's image, or the default avatar. */
  profileImageUrl: z.string(),
  friendCode: z.string(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const FriendCodeResponse = z.object({ friendCode: z.string() });
export type FriendCodeResponse = z.infer<typeof FriendCodeResponse>;

export const userRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/api/users',
    auth: true,
    tag: 'users',
    summary: '내 정보',
    response: UserResponse,
  }),
  friendCode: defineRoute({
    method: 'GET',
    path: '/api/users/friendCode',
    auth: true,
    tag: 'users',
    summary: '내 친구 코드',
    response: FriendCodeResponse,
  }),
} as const;
