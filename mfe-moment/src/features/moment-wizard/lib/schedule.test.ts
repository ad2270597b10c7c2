import { describe, expect, it } from 'vitest';
import { buildCreatePayload, generateMoments } from './schedule';

// 2025-03-10 10:00 in Seoul; the Seoul day starts at 2025-03-09T15:00Z.
const now = Date.parse('2025-03-10T01:00:00Z');
const todayIso = '2025-03-09T15:00:00.000Z';
const plusDays = (n: number) => new Date(Date.parse(todayIso) + n * 86_400_000).toISOString();

describe('generateMoments', () => {
  it.each([
    ['daily', 1],
    ['every2days', 2],
    ['weekly', 7],
    ['monthly', 30],
  ] as const)('%s: moment k starts today + k × %i days and lasts one spacing', (frequency, spacing) => {
    const moments = generateMoments({ count: 3, todoList: ['a'], frequency, now });
    expect(moments.map((m) => [m.startDate, m.endDate])).toEqual([
      [plusDays(0), plusDays(spacing)],
      [plusDays(spacing), plusDays(2 * spacing)],
      [plusDays(2 * spacing), plusDays(3 * spacing)],
    ]);
  });

  it('numbers ids moment-{index} and cycles the contents through the to-do list', () => {
    const moments = generateMoments({ count: 5, todoList: ['걷기', ' 뛰기 ', '쉬기'], frequency: 'daily', now });
    expect(moments.map((m) => m.id)).toEqual(['moment-0', 'moment-1', 'moment-2', 'moment-3', 'moment-4']);
    expect(moments.map((m) => m.content)).toEqual(['걷기', '뛰기', '쉬기', '걷기', '뛰기']);
  });

  it('gives nothing without a to-do or a count', () => {
    expect(generateMoments({ count: 3, todoList: [' '], frequency: 'daily', now })).toEqual([]);
    expect(generateMoments({ count: 0, todoList: ['a'], frequency: 'daily', now })).toEqual([]);
  });
});

describe('buildCreatePayload', () => {
  it('spans the first start to the last end and sends the frequency', () => {
    const moments = generateMoments({ count: 2, todoList: ['a', 'b'], frequency: 'weekly', now });
    expect(buildCreatePayload(moments, 'weekly')).toEqual({
      startDate: plusDays(0),
      endDate: plusDays(14),
      moments: [
        { content: 'a', startDate: plusDays(0), endDate: plusDays(7) },
        { content: 'b', startDate: plusDays(7), endDate: plusDays(14) },
      ],
      frequency: 'weekly',
    });
    expect(buildCreatePayload([], 'daily')).toBeNull();
  });
});
