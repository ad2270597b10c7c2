import { describe, expect, it } from 'vitest';
import { koreanLongDate, koreanWeekday, seoulDate, seoulYear } from './seoul-calendar';

const seoulFormat = (now: Date, options: Intl.DateTimeFormatOptions, locale = 'en-CA') => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options }).format(now);

describe('Seoul calendar', () => {
  it('turns the day over at midnight in Seoul, not in UTC or the phone', () => {
    expect(seoulDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(seoulDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(seoulYear(new Date('2026-12-31T14:59:59Z'))).toBe(2026);
    expect(seoulYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
  });

  it('agrees with the time-zone database at every hour of two years', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7) {
      const now = new Date(ms);
      expect(seoulDate(now)).toBe(seoulFormat(now, {}));
      expect(String(seoulYear(now))).toBe(seoulFormat(now, { year: 'numeric' }, 'en-US'));
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
});
