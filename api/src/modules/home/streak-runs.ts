// The streak as runs of counted Seoul days (proven or protected), for docs/decisions.md "작심 보호권".
import { addDays } from '@momentum/contracts/seoul-calendar';

const FREEZE_EARN_EVERY = 7;
export const MAX_FREEZES_HELD = 2;

export interface Run {
  start: string;
  length: number;
}

/** The run of counted days that ends on `end` (length 0 when `end` itself is not counted). */
export function runEnding(counted: ReadonlySet<string>, end: string): Run {
  let length = 0;
  while (counted.has(addDays(end, -length))) length += 1;
  return { start: addDays(end, 1 - length), length };
}

/** The latest counted day on or before `day`, looking back no further than the oldest counted day. */
export function lastCountedOnOrBefore(counted: ReadonlySet<string>, day: string): string | null {
  const before = [...counted].filter((d) => d <= day).sort();
  return before.at(-1) ?? null;
}

/** The lengths of a run that pay a 보호권: each multiple of 7 whose day was proven (not protected). */
export function paidLengths(run: Run, proven: ReadonlySet<string>): number[] {
  const lengths: number[] = [];
  for (let k = FREEZE_EARN_EVERY; k <= run.length; k += FREEZE_EARN_EVERY) {
    if (proven.has(addDays(run.start, k - 1))) lengths.push(k);
  }
  return lengths;
}

/** Whole days from `from` to `to` (Seoul dates); 1 for consecutive days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
