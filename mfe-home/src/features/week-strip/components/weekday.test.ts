import { describe, expect, it } from 'vitest';
import { dayLabel, weekdayShort } from './weekday';

describe('weekday names', () => {
  it('gives the Korean short names Monday..Sunday', () => {
    const week = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'];
    expect(week.map(weekdayShort)).toEqual(['월', '화', '수', '목', '금', '토', '일']);
  });

  it('labels a day with its date and state', () => {
    expect(dayLabel('2025-06-02', true)).toBe('6월 2일 월요일 완료');
    expect(dayLabel('2025-06-08', false)).toBe('6월 8일 일요일 미완료');
  });
});
