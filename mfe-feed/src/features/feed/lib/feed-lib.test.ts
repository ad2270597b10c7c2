import { describe, expect, it } from 'vitest';
import { dateBadge, spokenDate } from './date-badge';

describe('dateBadge', () => {
  it('formats MM.DD in Asia/Seoul, not in the UTC date', () => {
    // 23:00 UTC on March 11 is already 08:00 on March 12 in Seoul.
    expect(dateBadge('2025-03-11T23:00:00.000Z')).toBe('03.12');
    expect(dateBadge('2025-03-11T14:59:59.000Z')).toBe('03.11');
    expect(dateBadge('2024-12-31T15:00:00Z')).toBe('01.01');
  });

  it('is empty for an unreadable date, and spoken in Korean', () => {
    expect(dateBadge('not a date')).toBe('');
    expect(spokenDate('2025-03-11T23:00:00.000Z')).toBe('3월 12일');
  });
});
