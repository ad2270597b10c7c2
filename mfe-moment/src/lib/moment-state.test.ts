import { describe, expect, it } from 'vitest';
import { canProveMoment, getMomentState } from './moment-state';

const window = { startDate: '2025-03-09T15:00:00.000Z', endDate: '2025-03-10T15:00:00.000Z' };
const inside = Date.parse('2025-03-10T01:00:00Z');

describe('moment item state', () => {
  it('is completed when done, whatever the time', () => {
    expect(getMomentState({ ...window, isCompleted: true }, inside)).toBe('completed');
    expect(canProveMoment({ ...window, isCompleted: true }, inside)).toBe(false);
  });

  it('is inProgress inside [start, end)', () => {
    expect(getMomentState({ ...window, isCompleted: false }, inside)).toBe('inProgress');
    expect(getMomentState({ ...window, isCompleted: false }, Date.parse(window.startDate))).toBe('inProgress');
    expect(canProveMoment({ ...window, isCompleted: false }, inside)).toBe(true);
  });

  it('is pending before the window and from its end on', () => {
    expect(getMomentState({ ...window, isCompleted: false }, Date.parse(window.startDate) - 1)).toBe('pending');
    expect(getMomentState({ ...window, isCompleted: false }, Date.parse(window.endDate))).toBe('pending');
  });
});
