import { describe, expect, it } from 'vitest';
import { acceptDurationInput, clampAiDuration, validateDuration } from './duration';

describe('duration', () => {
  it('accepts digits only', () => {
    expect(acceptDurationInput('12')).toBe('12');
    expect(acceptDurationInput('')).toBe('');
    expect(acceptDurationInput('1a')).toBeNull();
    expect(acceptDurationInput('-1')).toBeNull();
    expect(acceptDurationInput('1.5')).toBeNull();
  });

  it('needs at least 1 day', () => {
    expect(validateDuration('0')).toBe('1일 이상으로 설정해주세요.');
    expect(validateDuration('')).toBe('1일 이상으로 설정해주세요.');
    expect(validateDuration(null)).toBe('1일 이상으로 설정해주세요.');
    expect(validateDuration(1)).toBeNull();
    expect(validateDuration('30')).toBeNull();
  });

  it('stays within what one request can create', () => {
    expect(validateDuration(100)).toBeNull();
    expect(validateDuration(101)).toBe('최대 100일까지 설정할 수 있습니다.');
    expect(clampAiDuration(365)).toBe(100);
    expect(clampAiDuration(30)).toBe(30);
  });
});
