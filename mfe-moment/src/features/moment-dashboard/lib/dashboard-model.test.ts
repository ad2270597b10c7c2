import { describe, expect, it } from 'vitest';
import type { ChallengingBucket, ChallengingMoment } from '@momentum/contracts';
import { aChallengingBucket, aChallengingMoment } from '../../../test/moment-fixtures';
import { buildDashboard, momentToShow, progressPercent } from './dashboard-model';

const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T15:00:00.000Z`;
const moment = (i: number, extra: Partial<ChallengingMoment> = {}): ChallengingMoment =>
  aChallengingMoment({ momentID: `m${i}`, content: `할 일 ${i}`, startDate: day(i), endDate: day(i + 1), ...extra });
const bucket = (id: string, moments: ChallengingMoment[]): ChallengingBucket =>
  aChallengingBucket({ bucketID: id, content: `버킷 ${id}`, moments, completedMomentsCount: 0 });

describe('moment dashboard model', () => {
  it('removes buckets without moments and offers the first one for retry', () => {
    const model = buildDashboard([bucket('a', [moment(1)]), bucket('b', []), bucket('c', [])]);
    expect(model.buckets.map((b) => b.bucketID)).toEqual(['a']);
    expect(model.orphan?.bucketID).toBe('b');
    expect(buildDashboard([bucket('a', [moment(1)])]).orphan).toBeNull();
  });

  it('computes the percent of completed moments (0 without moments)', () => {
    expect(progressPercent({ momentCount: 3, completedMomentsCount: 1 })).toBe(33);
    expect(progressPercent({ momentCount: 0, completedMomentsCount: 0 })).toBe(0);
    expect(progressPercent({ momentCount: 4, completedMomentsCount: 4 })).toBe(100);
  });

  it('shows the moment open now, else the first to prove, else the last', () => {
    const moments = [moment(1, { isCompleted: true, photoUrl: 'p1' }), moment(2), moment(3)];
    expect(momentToShow(moments, Date.parse('2025-03-02T10:00:00Z'))?.momentID).toBe('m1');
    expect(momentToShow(moments, Date.parse('2025-03-01T00:00:00Z'))?.momentID).toBe('m2');
    const done = [moment(1, { isCompleted: true }), moment(2, { isCompleted: true })];
    expect(momentToShow(done, Date.parse('2025-04-01T00:00:00Z'))?.momentID).toBe('m2');
    expect(momentToShow([], 0)).toBeNull();
  });
});
