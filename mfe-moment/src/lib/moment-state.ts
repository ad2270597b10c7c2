export type MomentState = 'completed' | 'inProgress' | 'pending';

export interface MomentWindow {
  isCompleted: boolean;
  startDate: string;
  endDate: string;
}

/** Completed if done, else inProgress while now is inside `[startDate, endDate)`, else pending. */
export function getMomentState(moment: MomentWindow, now: number): MomentState {
  if (moment.isCompleted) return 'completed';
  const start = Date.parse(moment.startDate);
  const end = Date.parse(moment.endDate);
  return start <= now && now < end ? 'inProgress' : 'pending';
}

/** A moment can be proven only while not completed and inside its window (docs/decisions.md "Moments"). */
export function canProveMoment(moment: MomentWindow, now: number): boolean {
  return getMomentState(moment, now) === 'inProgress';
}
