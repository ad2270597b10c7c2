import { describe, expect, it } from 'vitest';
import {
  addDays,
  koreanLongDate,
  koreanWeekday,
  nextSeoulNewYear,
  seoulDate,
  seoulDayStart,
  seoulDotDate,
  seoulKoreanMonthDay,
  seoulMonthDay,
  seoulWeek,
  seoulWeekStart,
  seoulYear,
  startOfSeoulDay,
} from './seoul-calendar';

// One formatter per locale and options: building one loads ICU data, and thousands of them made the
// two-year sweep below a test that finished in time only on a quiet machine.
const formatters = new Map<string, Intl.DateTimeFormat>();
const seoulFormat = (now: Date, options: Intl.DateTimeFormatOptions, locale = 'en-CA') => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options })));
  return formatter.format(now);
};

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
      expect(seoulDate(ms)).toBe(seoulDate(now));
      const week = seoulWeek(ms);
      expect(week).toContain(seoulDate(now));
      expect(seoulFormat(seoulDayStart(week[0]!), { weekday: 'long' }, 'en-US')).toBe('Monday');
      expect(seoulWeekStart(ms)).toBe(seoulDayStart(week[0]!).getTime());
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

describe('Seoul day boundaries (15:00 UTC), whatever the process TZ', () => {
  it('starts a Seoul day at 15:00 UTC of the day before', () => {
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T14:59:59.999Z'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T15:00:00.000Z'))).toISOString()).toBe('2030-03-10T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T23:30:00+09:00'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
    expect(seoulDayStart('2025-01-01').toISOString()).toBe('2024-12-31T15:00:00.000Z');
  });

  it('puts 23:59 and 00:01 KST on their own Seoul days, across the year boundary', () => {
    expect(seoulDate(Date.parse('2024-12-31T23:59:00+09:00'))).toBe('2024-12-31');
    expect(seoulDate(Date.parse('2025-01-01T00:01:00+09:00'))).toBe('2025-01-01');
    // 15:30 UTC is already the next day in Seoul.
    expect(seoulDate(Date.parse('2025-03-09T15:30:00Z'))).toBe('2025-03-10');
  });

  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

// Monday 2025-03-10 00:00 in Seoul is Sunday 2025-03-09 15:00 UTC.
const MONDAY_SEOUL = Date.parse('2025-03-09T15:00:00Z');

describe('the Seoul week (Monday to Sunday, as the product counts it)', () => {
  it('gives Monday..Sunday of the current week on a Monday and on a Sunday', () => {
    const mon = seoulWeek(Date.parse('2025-06-02T00:00:00+09:00'));
    const sun = seoulWeek(Date.parse('2025-06-08T23:59:59+09:00'));
    expect(mon).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08']);
    expect(sun).toEqual(mon);
  });

  it('spans the year boundary in one week', () => {
    // Wednesday 1 January 2025 in Seoul belongs to the week of Monday 30 December 2024.
    const week = seoulWeek(Date.parse('2025-01-01T00:00:00+09:00'));
    expect(week).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(seoulWeekStart(Date.parse('2025-01-05T14:59:59Z'))).toBe(Date.parse('2024-12-29T15:00:00Z'));
  });

  it('is Monday 00:00 Seoul for any instant of that week', () => {
    expect(seoulWeekStart(MONDAY_SEOUL)).toBe(MONDAY_SEOUL);
    expect(seoulWeekStart(Date.parse('2025-03-12T03:00:00Z'))).toBe(MONDAY_SEOUL);
    // Sunday 23:59 Seoul still belongs to the week that began on Monday the 10th.
    expect(seoulWeekStart(Date.parse('2025-03-16T14:59:00Z'))).toBe(MONDAY_SEOUL);
  });

  it('moves to the next week exactly at Monday 00:00 Seoul (still Sunday in UTC)', () => {
    expect(seoulWeekStart(Date.parse('2025-03-16T15:00:00Z'))).toBe(Date.parse('2025-03-16T15:00:00Z'));
    expect(seoulWeekStart(MONDAY_SEOUL - 1)).toBe(MONDAY_SEOUL - 7 * 86_400_000);
  });
});
