import { describe, expect, it } from 'vitest';
import { seoulWeekStart } from './seoul-week';

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
