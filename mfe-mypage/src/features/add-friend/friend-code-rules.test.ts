import { describe, expect, it } from 'vitest';
import { FRIEND_CODE_HINT, friendAddedMessage, isFriendCodeTooLong, normaliseFriendCode } from './friend-code-rules';

describe('friend code rules', () => {
  it('hints only when the code is longer than 8 characters', () => {
    expect(isFriendCodeTooLong('')).toBe(false);
    expect(isFriendCodeTooLong('ABC')).toBe(false); // no shorter-than check
    expect(isFriendCodeTooLong('ABCD1234')).toBe(false);
    expect(isFriendCodeTooLong(' ABCD1234 ')).toBe(false); // surrounding spaces are not part of the code
    expect(isFriendCodeTooLong('ABCD12345')).toBe(true);
    expect(FRIEND_CODE_HINT).toBe('친구 코드는 8자리입니다. 다시 확인해주세요.');
  });

  it('sends the code trimmed and upper-cased, and words the success', () => {
    expect(normaliseFriendCode(' abcd1234 ')).toBe('ABCD1234');
    expect(friendAddedMessage('모멘')).toBe('모멘님과 친구가 되었어요!');
  });
});
