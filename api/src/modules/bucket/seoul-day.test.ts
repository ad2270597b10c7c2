import { describe, expect, it } from 'vitest';
import { startOfSeoulDay } from './seoul-day.js';

describe('startOfSeoulDay', () => {
  it('is Seoul midnight (15:00 UTC the day before), whatever the process TZ', () => {
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T14:59:59.999Z'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T15:00:00.000Z'))).toISOString()).toBe('2030-03-10T15:00:00.000Z');
    expect(new Date(startOfSeoulDay(Date.parse('2030-03-10T23:30:00+09:00'))).toISOString()).toBe('2030-03-09T15:00:00.000Z');
  });
});
