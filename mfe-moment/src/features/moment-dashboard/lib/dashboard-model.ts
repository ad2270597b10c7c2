import type { ChallengingBucket, ChallengingMoment } from '@momentum/contracts';

export interface DashboardModel {
  /** Challenging buckets that have moments (shown in both cards). */
  buckets: ChallengingBucket[];
  /** The first challenging bucket without moments (its creation failed half-way): offer to retry. */
  orphan: ChallengingBucket | null;
}

export function buildDashboard(data: readonly ChallengingBucket[]): DashboardModel {
  return {
    buckets: data.filter((bucket) => bucket.moments.length > 0),
    orphan: data.find((bucket) => bucket.moments.length === 0) ?? null,
  };
}

/** Completed moments over all moments, as a whole percent (0 when there are none). */
export function progressPercent(bucket: Pick<ChallengingBucket, 'momentCount' | 'completedMomentsCount'>): number {
  if (bucket.momentCount <= 0) return 0;
  return Math.round((bucket.completedMomentsCount / bucket.momentCount) * 100);
}

/**
 * The moment the "verify" card shows: the one whose window is open now (its photo once proven), else the
 * first still to prove, else the last one (all proven: show the latest photo).
 */
export function momentToShow(moments: readonly ChallengingMoment[], now: number): ChallengingMoment | null {
  const current = moments.find((m) => Date.parse(m.startDate) <= now && now < Date.parse(m.endDate));
  return current ?? moments.find((m) => !m.isCompleted) ?? moments[moments.length - 1] ?? null;
}
