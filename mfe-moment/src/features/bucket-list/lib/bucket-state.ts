export type BucketState = 'completed' | 'challenging' | 'pending';

export interface BucketFlags {
  isCompleted: boolean;
  isChallenging: boolean;
}

/** Completed wins (a finished challenge stays finished), then challenging, else pending. */
export function getBucketState({ isCompleted, isChallenging }: BucketFlags): BucketState {
  if (isCompleted) return 'completed';
  if (isChallenging) return 'challenging';
  return 'pending';
}

export const BUCKET_STATE_LABEL: Readonly<Record<BucketState, string>> = {
  completed: '달성 완료',
  challenging: '도전 중',
  pending: '대기 중',
};
