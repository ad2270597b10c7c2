import { FRIEND_CODE_LENGTH } from '@momentum/contracts/limits';

export const FRIEND_CODE_HINT = `친구 코드는 ${FRIEND_CODE_LENGTH}자리입니다. 다시 확인해주세요.`;

/** The only client rule of docs/product-spec.md: a hint when longer than 8 characters (no shorter-than check). */
export function isFriendCodeTooLong(code: string): boolean {
  return code.trim().length > FRIEND_CODE_LENGTH;
}

/** What is sent: the server trims and upper-cases too, this keeps the request tidy. */
export function normaliseFriendCode(code: string): string {
  return code.trim().toUpperCase();
}

export const friendAddedMessage = (nickname: string) => `${nickname}님과 친구가 되었어요!`;
