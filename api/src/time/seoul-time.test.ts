import { describe, expect, it } from 'vitest';
import { addDays, seoulDate, seoulDayStart, seoulWeek, seoulWeekStart, startOfSeoulDay } from './seoul-time.js';

describe('startOfSeoulDay', () => {
  it('is Seoul midnight (15:00 UTC the day before), whatever the process TZ', () => {
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T14:59:59.999Z'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T15:00:00.000Z'))).toISOString()).toBe('2030-03-10T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T23:30:00+09:00'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
  });
});

describe('seoul time', () => {
  it('puts 23:59 and 00:01 KST on their own Seoul days', () => {
    expect(seoulDate(Date.parse('2024-12-31T23:59:00+09:00'))).toBe('2024-12-31');
    expect(seoulDate(Date.parse('2025-01-01T00:01:00+09:00'))).toBe('2025-01-01');
    // 15:30 UTC is already the next day in Seoul.
    expect(seoulDate(Date.parse('2025-03-09T15:30:00Z'))).toBe('2025-03-10');
  });

  it('starts a Seoul day at 15:00 UTC of the day before', () => {
    expect(seoulDayStart('2025-01-01').toISOString()).toBe('2024-12-31T15:00:00.000Z');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('gives Monday..Sunday of the current week on a Monday and on a Sunday', () => {
    const mon = seoulWeek(Date.parse('2025-06-02T00:00:00+09:00'));
    const sun = seoulWeek(Date.parse('2025-06-08T23:59:59+09:00'));
    expect(mon).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08']);
    expect(sun).toEqual(mon);
  });
});

// Monday 2025-03-10 00:00 in Seoul is Sunday 2025-03-09 15:00 UTC.
const MONDAY_SEOUL = Date.parse('2025-03-09T15:00:00Z');

describe('seoulWeekStart', () => {
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
