import { describe, expect, it } from 'vitest';
import { Nickname, ProfileUpdateFields } from './users';

const messageOf = (value: unknown) => Nickname.safeParse(value).error?.issues[0]?.message;

describe('Nickname', () => {
  it('trims and accepts 1 to 20 characters, counting an emoji as one', () => {
    expect(Nickname.parse('  모멘  ')).toBe('모멘');
    expect(Nickname.parse('가'.repeat(20))).toBe('가'.repeat(20));
    expect(Nickname.parse('🙂'.repeat(20))).toBe('🙂'.repeat(20));
  });

  it('refuses blank and over-long nicknames in Korean', () => {
    expect(messageOf('   ')).toBe('닉네임을 입력해 주세요.');
    expect(messageOf('가'.repeat(21))).toBe('닉네임은 20자 이하로 입력해 주세요.');
  });

  it('keeps the nickname when the form has no newNickname', () => {
    expect(ProfileUpdateFields.parse({})).toEqual({});
  });
});
