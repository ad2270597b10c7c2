// Day and week boundaries in Asia/Seoul, whatever the server's TZ. Korea has kept UTC+9 without
// daylight saving since 1988, so a fixed offset is exact for every instant this app stores, and a
// boundary is plain arithmetic on the instant. Every time rule of the product goes through here.
export const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant (ms) at which the Seoul calendar day containing `nowMs` began. */
export function startOfSeoulDay(nowMs: number): number {
  return Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}

/** 'YYYY-MM-DD' of the Seoul calendar day containing the instant. */
export function seoulDate(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul calendar day starts (00:00 KST). */
export function seoulDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since Monday (0 on Monday … 6 on Sunday) of a 'YYYY-MM-DD' date. */
function daysSinceMonday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The 7 dates, Monday first, of the Seoul week containing the instant. */
export function seoulWeek(epochMs: number): string[] {
  const today = seoulDate(epochMs);
  const monday = addDays(today, -daysSinceMonday(today));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The instant (ms) of the most recent Monday 00:00 in Asia/Seoul at or before `now`. */
export function seoulWeekStart(now: number): number {
  const today = seoulDate(now);
  return startOfSeoulDay(now) - daysSinceMonday(today) * DAY_MS;
}
