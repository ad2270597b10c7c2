// Day and week boundaries in Asia/Seoul, whatever the server's TZ. Korea has kept UTC+9 without daylight
// saving since 1988, so a fixed offset is exact for every instant this app stores.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The 7 dates, Monday first, of the Seoul week containing the instant. */
export function seoulWeek(epochMs: number): string[] {
  const today = seoulDate(epochMs);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
