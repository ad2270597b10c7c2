import { describe, expect, it } from 'vitest';
import { currentMonth, isMonth, koreanMonth, monthCells, monthOfDay, shiftMonth } from './diary-month';

describe('diary months', () => {
  it('takes the month on Seoul\'s clock: 15:30 UTC on the 31st is already the next month there', () => {
    expect(currentMonth(Date.parse('2030-01-31T14:30:00Z'))).toBe('2030-01');
    expect(currentMonth(Date.parse('2030-01-31T15:30:00Z'))).toBe('2030-02');
  });

  it('moves across years and words a month in Korean', () => {
    expect([shiftMonth('2030-01', -1), shiftMonth('2030-12', 1), shiftMonth('2030-05', 0)]).toEqual(['2029-12', '2031-01', '2030-05']);
    expect(koreanMonth('2030-01')).toBe('2030년 1월');
  });

  it('lays a month out from Sunday, with blanks before the 1st', () => {
    const cells = monthCells('2030-02'); // 2030-02-01 is a Friday
    expect(cells.slice(0, 6)).toEqual([null, null, null, null, null, '2030-02-01']);
    expect(cells.at(-1)).toBe('2030-02-28');
    expect(monthCells('2032-02').filter(Boolean)).toHaveLength(29);
  });

  it('accepts only real months and days from the address', () => {
    expect([isMonth('2030-01'), isMonth('2030-13'), isMonth('2030-1'), isMonth(null)]).toEqual([true, false, false, false]);
    expect([monthOfDay('2030-01-31'), monthOfDay('2030-01-32'), monthOfDay('x')]).toEqual(['2030-01', null, null]);
  });
});
