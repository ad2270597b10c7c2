// Asia/Seoul has been UTC+9 without daylight saving since 1988, so a Seoul day boundary is plain
// arithmetic on the instant, independent of the process's TZ.
const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant (ms) at which the Seoul calendar day containing `nowMs` began. */
export function startOfSeoulDay(nowMs: number): number {
  return Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}
