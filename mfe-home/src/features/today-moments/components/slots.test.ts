import { describe, expect, it } from 'vitest';
import { footerText, padSlots } from './slots';

const moment = (n: number, isCompleted = false) => ({ momentID: `m${n}`, content: `모멘트 ${n}`, isCompleted });

describe('padSlots', () => {
  it.each([0, 1, 2, 3])('pads %i moments to exactly 3 slots', (count) => {
    const slots = padSlots(Array.from({ length: count }, (_, i) => moment(i)));
    expect(slots).toHaveLength(3);
    expect(slots.filter((s) => s.kind === 'moment')).toHaveLength(count);
    expect(slots.slice(count).every((s) => s.kind === 'placeholder')).toBe(true);
  });

  it('keeps the first 3 of more, in order', () => {
    const slots = padSlots([moment(1), moment(2), moment(3), moment(4)]);
    expect(slots.map((s) => (s.kind === 'moment' ? s.moment.momentID : '-'))).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('footerText', () => {
  it('invites to register when there is no moment today', () => {
    expect(footerText(0, 0)).toBe('새로운 모멘트를 등록해보세요!');
  });

  it("counts today's collected (completed) moments otherwise", () => {
    expect(footerText(3, 0)).toBe('오늘의 모멘트 총 0개 수집!');
    expect(footerText(3, 2)).toBe('오늘의 모멘트 총 2개 수집!');
  });
});
