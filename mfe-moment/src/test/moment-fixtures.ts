// Moments as the API answers them, for page and model tests: each test names only the fields it is
// about, so a new field of the contract is added here once, not in every test.
import type { ChallengingBucket, ChallengingMoment, MomentDetail } from '@momentum/contracts';

const HOUR = 3_600_000;

/** Open now by default: its window started an hour ago and ends in an hour. */
export const aChallengingMoment = (fields: Partial<ChallengingMoment> = {}): ChallengingMoment => ({
  momentID: 'm1',
  content: '5km 달리기',
  startDate: new Date(Date.now() - HOUR).toISOString(),
  endDate: new Date(Date.now() + HOUR).toISOString(),
  isCompleted: false,
  photoUrl: null,
  ...fields,
});

/** The counts follow the moments given unless a test names them. */
export const aChallengingBucket = (fields: Partial<ChallengingBucket> = {}): ChallengingBucket => {
  const moments = fields.moments ?? [];
  return {
    bucketID: 'b1',
    content: '매일 달리기',
    momentCount: moments.length,
    completedMomentsCount: moments.filter((m) => m.isCompleted).length,
    moments,
    ...fields,
  };
};

export const aMomentDetail = (fields: Partial<MomentDetail> = {}): MomentDetail => {
  const { photoUrl, ...moment } = aChallengingMoment(fields);
  return { ...moment, frequency: 'daily', bucketID: 'b1', bucketContent: '매일 달리기', photoUrl, ...fields };
};
