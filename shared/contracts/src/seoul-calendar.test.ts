import { describe, expect, it } from 'vitest';
import { koreanLongDate, koreanWeekday, nextSeoulNewYear, seoulDate, seoulDotDate, seoulKoreanMonthDay, seoulMonthDay, seoulYear, startOfSeoulDay } from './seoul-calendar';

const seoulFormat = (now: Date, options: Intl.DateTimeFormatOptions, locale = 'en-CA') => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options }).format(now);

describe('Seoul calendar', () => {
  it('turns the day over at midnight in Seoul, not in UTC or the phone', () => {
    expect(seoulDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(seoulDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(seoulYear(new Date('2026-12-31T14:59:59Z'))).toBe(2026);
    expect(seoulYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
  });

  it("names the instant Seoul's year next changes", () => {
    expect(nextSeoulNewYear(new Date('2026-11-22T03:00:00Z')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(nextSeoulNewYear(new Date('2026-12-31T14:59:59Z')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(nextSeoulNewYear(new Date('2026-12-31T15:00:00Z')).toISOString()).toBe('2027-12-31T15:00:00.000Z');
  });

  it('agrees with the time-zone database at every hour of two years', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7) {
      const now = new Date(ms);
      expect(seoulDate(now)).toBe(seoulFormat(now, {}));
      expect(String(seoulYear(now))).toBe(seoulFormat(now, { year: 'numeric' }, 'en-US'));
      expect(seoulMonthDay(now)).toBe(seoulFormat(now, { month: '2-digit', day: '2-digit' }, 'en-US').replace('/', '.'));
      expect(seoulKoreanMonthDay(now.toISOString())).toBe(seoulFormat(now, { month: 'long', day: 'numeric' }, 'ko-KR'));
      expect(seoulDate(new Date(startOfSeoulDay(ms)))).toBe(seoulDate(now));
      expect(seoulDate(new Date(startOfSeoulDay(ms) - 1))).not.toBe(seoulDate(now));
    }
  });

  it('names days in Korean as ko-KR does', () => {
    const week = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'];
    expect(week.map(koreanWeekday)).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    for (const date of [...week, '2024-02-29', '2026-12-31']) {
      const utc = new Date(`${date}T00:00:00Z`);
      expect(koreanLongDate(date)).toBe(new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(utc));
    }
  });

  it('formats instants as the screens show them, and an unreadable one as nothing', () => {
    expect(seoulDotDate('2025-12-31T15:30:00Z')).toBe('2026.01.01');
    expect(seoulMonthDay('2025-03-11T23:00:00.000Z')).toBe('03.12');
    expect(seoulMonthDay(Date.parse('2025-03-11T14:59:59Z'))).toBe('03.11');
    expect(seoulKoreanMonthDay('2025-03-11T23:00:00.000Z')).toBe('3월 12일');
    for (const format of [seoulDotDate, seoulMonthDay, seoulKoreanMonthDay]) expect(format('not a date')).toBe('');
    expect(new Date(startOfSeoulDay(Date.parse('2025-03-09T17:00:00Z'))).toISOString()).toBe('2025-03-09T15:00:00.000Z');
  });
});
