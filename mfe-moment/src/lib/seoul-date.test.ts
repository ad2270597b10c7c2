import { describe, expect, it } from 'vitest';
import { formatMonthDay, formatSeoulDate, startOfSeoulDay } from './seoul-date';

describe('Asia/Seoul dates', () => {
  it('starts the day at 00:00 Seoul (15:00 UTC the day before)', () => {
    // 2025-03-10 02:00 in Seoul is 2025-03-09 17:00 UTC.
    const ms = Date.parse('2025-03-09T17:00:00Z');
    expect(new Date(startOfSeoulDay(ms)).toISOString()).toBe('2025-03-09T15:00:00.000Z');
    // 23:59 Seoul still belongs to the same day.
    expect(startOfSeoulDay(Date.parse('2025-03-10T14:59:00Z'))).toBe(Date.parse('2025-03-09T15:00:00Z'));
  });

  it('formats in Seoul whatever the machine time zone', () => {
    expect(formatSeoulDate('2025-12-31T15:30:00Z')).toBe('2026.01.01');
    expect(formatMonthDay('2025-03-09T17:00:00Z')).toBe('03.10');
  });
});
