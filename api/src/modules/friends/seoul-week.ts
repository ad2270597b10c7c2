// Weekly rules (the knock budget) reset on Monday 00:00 in Asia/Seoul, whatever the server's TZ.
// Seoul has had no daylight saving time since 1988, so a fixed +9 h offset is exact for our dates.

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ms since the epoch) of the most recent Monday 00:00 in Asia/Seoul at or before `now`. */
export function seoulWeekStart(now: number): number {
  const seoul = new Date(now + SEOUL_OFFSET_MS);
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  const daysSinceMonday = (seoul.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS - SEOUL_OFFSET_MS;
}

/** The feed and the knock rule look at a rolling window of the last 7 days. */
export const FEED_WINDOW_MS = 7 * DAY_MS;
